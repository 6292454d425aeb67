import type { NordicTranslation } from './nordic-texts.js'

/** Swedish, Danish and Finnish for the Norwegian hotels the Nordic site sells; rate plans are in rate-plans.ts. */
export const NORWAY_HOTELS_NORDIC: Record<string, NordicTranslation> = {
  'HOT-BERGEN-BRYGGEN': {
    texts: {
      sv: {
        name: 'Bryggen Harbour Hotel',
        short_description: 'Historiskt hotell vid vattnet, några steg från träbryggan Bryggen.',
        description:
          'Hotellet ligger i ett ombyggt sjöbodsmagasin från 1800-talet vid hamnen, så att världsarvet Bryggen, fisketorget och Fløibanen nås på fem minuter till fots. Rummen förenar synliga takbjälkar med skandinavisk design, och många har utsikt rakt ut över hamnen Vågen. Frukostbuffén är känd för sin rökta fisk och sitt nybakade bröd, och från bastun på taket ser du bergen runt staden. Gästerna lånar cyklar gratis i receptionen.',
        meeting_point: 'Receptionen, Bryggen 43, 5003 Bergen',
        highlights: [
          'Fem minuters promenad till Bryggen och fisketorget',
          'Rum med hamnutsikt',
          'Bastu på taket',
          'Frukostbuffé med skaldjur och fisk',
        ],
      },
      da: {
        name: 'Bryggen Harbour Hotel',
        short_description: 'Historisk hotel ved vandet, få skridt fra træbryggen Bryggen.',
        description:
          'Hotellet ligger i et ombygget pakhus fra 1800-tallet ved havnen, så verdensarven Bryggen, fisketorvet og Fløibanen er inden for fem minutters gang. Værelserne kombinerer synlige bjælker med skandinavisk design, og mange har udsigt direkte ud over havnen Vågen. Morgenbuffeten er kendt for sin røgede fisk og sit friskbagte brød, og fra saunaen på taget ser du bjergene omkring byen. Gæsterne kan låne cykler gratis i receptionen.',
        meeting_point: 'Receptionen, Bryggen 43, 5003 Bergen',
        highlights: [
          'Fem minutters gang til Bryggen og fisketorvet',
          'Værelser med havneudsigt',
          'Sauna på taget',
          'Morgenbuffet med fisk og skaldyr',
        ],
      },
      fi: {
        name: 'Bryggen Harbour Hotel',
        short_description:
          'Historiallinen rantahotelli muutaman askeleen päässä Bryggenin puisesta laiturialueesta.',
        description:
          'Hotelli sijaitsee satamassa 1800-luvun varastorakennuksessa, josta on viiden minuutin kävelymatka maailmanperintökohde Bryggeniin, kalatorille ja Fløibanen-köysiradalle. Huoneissa näkyvät hirsipalkit yhdistyvät skandinaaviseen designiin, ja monista on näkymä suoraan Vågenin satamaan. Aamiaisbuffet on tunnettu savukalastaan ja tuoreesta leivästään, ja kattosaunasta avautuu näkymä kaupunkia ympäröiville vuorille. Vieraat voivat lainata polkupyöriä maksutta vastaanotosta.',
        meeting_point: 'Vastaanotto, Bryggen 43, 5003 Bergen',
        highlights: [
          'Viiden minuutin kävely Bryggeniin ja kalatorille',
          'Huoneita satamanäkymällä',
          'Kattosauna',
          'Kala- ja äyriäispainotteinen aamiaisbuffet',
        ],
      },
    },
    rooms: [
      {
        title: {
          sv: 'Standard dubbelrum',
          da: 'Standard dobbeltværelse',
          fi: 'Tavallinen kahden hengen huone',
        },
        description: {
          sv: 'Mysigt dubbelrum mot den lugna innergården, med en 160 cm bred säng.',
          da: 'Hyggeligt dobbeltværelse ud mod den stille gård, med en 160 cm bred seng.',
          fi: 'Viihtyisä kahden hengen huone rauhalliselle sisäpihalle, 160 cm leveä sänky.',
        },
      },
      {
        title: {
          sv: 'Dubbelrum med hamnutsikt',
          da: 'Dobbeltværelse med havneudsigt',
          fi: 'Kahden hengen huone satamanäkymällä',
        },
        description: {
          sv: 'Ljust dubbelrum med stora fönster mot hamnen Vågen.',
          da: 'Lyst dobbeltværelse med store vinduer ud mod havnen Vågen.',
          fi: 'Valoisa kahden hengen huone, suuret ikkunat Vågenin satamaan.',
        },
      },
      {
        title: { sv: 'Juniorsvit', da: 'Juniorsuite', fi: 'Juniorsviitti' },
        description: {
          sv: 'Hörnsvit med sittgrupp, badkar och utsikt över både hamnen och Bryggen.',
          da: 'Hjørnesuite med siddeområde, badekar og udsigt over både havnen og Bryggen.',
          fi: 'Kulmasviitti, jossa oleskelutila, kylpyamme ja näkymä sekä satamaan että Bryggeniin.',
        },
      },
    ],
  },
  'HOT-FLAM-FJORDSIDE': {
    texts: {
      sv: {
        name: 'Flåm Fjordside Hotel',
        short_description: 'Familjedrivet hotell vid Aurlandsfjordens strand, intill Flåmsbanans station.',
        description:
          'Fyra generationer av samma familj har tagit emot gäster på det här hotellet längst in i Aurlandsfjorden. De flesta rummen har balkong mot vattnet, och restaurangen serverar lokalt lamm, getost och öring från dalen. Flåmsbanan, fjordkryssningarna och kajakcentret ligger bara några minuters promenad bort. På kvällen kan du värma dig i bastun vid stranden och ta ett dopp i fjorden.',
        meeting_point: 'Receptionen, Flåmsvegen 12, 5743 Flåm',
        highlights: [
          'Balkonger mot fjorden',
          'Tre minuter från Flåmsbanan',
          'Bastu precis vid stranden',
          'Lokala råvaror i restaurangen',
        ],
      },
      da: {
        name: 'Flåm Fjordside Hotel',
        short_description:
          'Familiedrevet hotel ved bredden af Aurlandsfjorden, ved siden af Flåmsbanens station.',
        description:
          'Fire generationer af samme familie har budt gæster velkommen på dette hotel inderst i Aurlandsfjorden. De fleste værelser har altan ud mod vandet, og restauranten serverer lokalt lam, gedeost og ørred fra dalen. Flåmsbanen, fjordkrydstogterne og kajakcentret ligger kun få minutters gang væk. Om aftenen kan du varme dig i saunaen ved bredden og tage en dukkert i fjorden.',
        meeting_point: 'Receptionen, Flåmsvegen 12, 5743 Flåm',
        highlights: [
          'Altaner ud mod fjorden',
          'Tre minutter fra Flåmsbanen',
          'Sauna lige ved bredden',
          'Lokale råvarer i restauranten',
        ],
      },
      fi: {
        name: 'Flåm Fjordside Hotel',
        short_description:
          'Perheen omistama hotelli Aurlandsvuonon rannalla, Flåmin rautatieaseman vieressä.',
        description:
          'Saman perheen neljä sukupolvea on toivottanut vieraita tervetulleiksi tähän hotelliin Aurlandsvuonon pohjukassa. Useimmissa huoneissa on parveke veden puolelle, ja ravintola tarjoilee paikallista lammasta, vuohenjuustoa ja laakson taimenta. Flåmin rautatie, vuonoristeilyt ja kajakkikeskus ovat vain muutaman minuutin kävelymatkan päässä. Illalla voit lämmitellä rantasaunassa ja pulahtaa vuonoon.',
        meeting_point: 'Vastaanotto, Flåmsvegen 12, 5743 Flåm',
        highlights: [
          'Parvekkeet vuonolle päin',
          'Kolme minuuttia Flåmin rautatielle',
          'Sauna aivan rannassa',
          'Paikallisia raaka-aineita ravintolassa',
        ],
      },
    },
    rooms: [
      {
        title: {
          sv: 'Dubbelrum med fjordutsikt',
          da: 'Dobbeltværelse med fjordudsigt',
          fi: 'Kahden hengen huone vuononäkymällä',
        },
        description: {
          sv: 'Dubbelrum med egen balkong mot Aurlandsfjorden.',
          da: 'Dobbeltværelse med egen altan ud mod Aurlandsfjorden.',
          fi: 'Kahden hengen huone, oma parveke Aurlandsvuonolle päin.',
        },
      },
      {
        title: { sv: 'Familjerum', da: 'Familieværelse', fi: 'Perhehuone' },
        description: {
          sv: 'Två sammanlänkade rum med dubbelsäng och våningssängar för upp till tre barn.',
          da: 'To forbundne værelser med dobbeltseng og køjesenge til op til tre børn.',
          fi: 'Kaksi yhdistettyä huonetta, parisänky ja kerrossängyt enintään kolmelle lapselle.',
        },
      },
      {
        title: { sv: 'Fjordsvit', da: 'Fjordsuite', fi: 'Vuonosviitti' },
        description: {
          sv: 'Svit på översta våningen med panoramafönster, fristående badkar och stor balkong.',
          da: 'Suite på øverste etage med panoramavindue, fritstående badekar og stor altan.',
          fi: 'Ylimmän kerroksen sviitti, panoraamaikkuna, vapaasti seisova kylpyamme ja suuri parveke.',
        },
      },
    ],
  },
  'HOT-GEIR-GUESTHOUSE': {
    texts: {
      sv: {
        name: 'Fjordgløtt Guesthouse',
        short_description:
          'Ett mysigt gästhus i trä i sluttningen ovanför Geiranger, med hemlagad frukost och fjordutsikt.',
        description:
          'Fjordgløtt är en restaurerad bondgård från 1890 i sluttningen ovanför byn, som drivs av Ingrid och Lars, som känner varenda stig i trakten. De sju rummen är enkelt inredda med trägolv, ullfiltar och fönster mot Geirangerfjorden. Frukosten är hemlagad, med våfflor, sylt från trädgården och ägg från gårdens egna höns. Hamnen, affären och kaféerna ligger tio minuters promenad nedför backen.',
        meeting_point: 'Receptionen i huvudbyggnaden, Maråkvegen 20, 6216 Geiranger',
        highlights: [
          'Bara sju rum, alla med fjordutsikt',
          'Hemlagad frukost med våfflor och gårdsägg',
          'Värdar som känner varenda stig',
          'Gratis parkering',
        ],
      },
      da: {
        name: 'Fjordgløtt Guesthouse',
        short_description:
          'Et hyggeligt gæstehus af træ på skråningen over Geiranger, med hjemmelavet morgenmad og fjordudsigt.',
        description:
          'Fjordgløtt er et restaureret stuehus fra 1890 på skråningen over landsbyen, drevet af Ingrid og Lars, der kender hver eneste sti i området. De syv værelser er enkelt indrettet med trægulve, uldtæpper og vinduer ud mod Geirangerfjorden. Morgenmaden er hjemmelavet, med vafler, marmelade fra haven og æg fra gårdens egne høns. Havnen, butikken og caféerne ligger ti minutters gang ned ad bakken.',
        meeting_point: 'Receptionen i hovedhuset, Maråkvegen 20, 6216 Geiranger',
        highlights: [
          'Kun syv værelser, alle med fjordudsigt',
          'Hjemmelavet morgenmad med vafler og æg fra gården',
          'Værter, der kender hver en sti',
          'Gratis parkering',
        ],
      },
      fi: {
        name: 'Fjordgløtt Guesthouse',
        short_description:
          'Viihtyisä puinen majatalo Geirangerin yläpuolisella rinteellä, kotitekoinen aamiainen ja vuononäkymät.',
        description:
          'Fjordgløtt on entisöity vuonna 1890 rakennettu maalaistalo kylän yläpuolisella rinteellä, ja sitä pitävät Ingrid ja Lars, jotka tuntevat alueen jokaisen polun. Seitsemän huonetta on sisustettu yksinkertaisesti puulattioin, villahuovin ja Geirangervuonolle avautuvin ikkunoin. Aamiainen on kotitekoinen: vohveleita, puutarhan marjoista keitettyä hilloa ja tilan omien kanojen munia. Satamaan, kauppaan ja kahviloihin on kymmenen minuutin kävelymatka mäkeä alas.',
        meeting_point: 'Vastaanotto päärakennuksessa, Maråkvegen 20, 6216 Geiranger',
        highlights: [
          'Vain seitsemän huonetta, kaikissa vuononäkymä',
          'Kotitekoinen aamiainen, vohveleita ja tilan munia',
          'Isännät tuntevat jokaisen polun',
          'Ilmainen pysäköinti',
        ],
      },
    },
    rooms: [
      {
        title: { sv: 'Dubbelrum', da: 'Dobbeltværelse', fi: 'Kahden hengen huone' },
        description: {
          sv: 'Ombonat dubbelrum under takfoten med utsikt över fjorden.',
          da: 'Lunt dobbeltværelse under taget med udsigt over fjorden.',
          fi: 'Kodikas kahden hengen huone räystään alla, näkymä vuonolle.',
        },
      },
      {
        title: { sv: 'Familjerum', da: 'Familieværelse', fi: 'Perhehuone' },
        description: {
          sv: 'Rymligt rum med dubbelsäng och en våningssäng för två barn.',
          da: 'Rummeligt værelse med dobbeltseng og en køjeseng til to børn.',
          fi: 'Tilava huone, parisänky ja kerrossänky kahdelle lapselle.',
        },
      },
    ],
  },
  'HOT-TROMSO-HARBOUR': {
    texts: {
      sv: {
        name: 'Polar Harbour Hotel Tromsø',
        short_description: 'Modernt hotell på kajen, med norrskensväckning och badtunna på taket.',
        description:
          'Hotellet ligger direkt på kajen i Tromsøs centrum och är mötesplats för många norrskens- och valsafarier. Rummen går i lugna arktiska toner, och från de övre våningarna ser du Tromsøbron och Ishavskatedralen. Klara nätter ringer nattpersonalen till ditt rum när norrskenet syns, och badtunnan på taket är den perfekta platsen att se det från. Kängtorkar och uthyrning av vinterkläder gör utflykterna enklare.',
        meeting_point: 'Receptionen, Kaigata 6, 9008 Tromsø',
        highlights: [
          'Norrskensväckning på begäran',
          'Badtunna på taket med utsikt mot Ishavskatedralen',
          'Mötesplats för många utflykter',
          'Uthyrning av vinterkläder i lobbyn',
        ],
      },
      da: {
        name: 'Polar Harbour Hotel Tromsø',
        short_description: 'Moderne hotel på kajen, med nordlysvækning og udendørs spabad på taget.',
        description:
          'Hotellet ligger lige på kajen i Tromsøs centrum og er mødested for mange nordlys- og hvalsafarier. Værelserne er holdt i rolige arktiske farver, og fra de øverste etager ser du Tromsøbroen og Ishavskatedralen. På klare nætter ringer nattepersonalet til dit værelse, når nordlyset viser sig, og spabadet på taget er det perfekte sted at se det fra. Støvletørrere og udlejning af vintertøj gør udflugterne nemmere.',
        meeting_point: 'Receptionen, Kaigata 6, 9008 Tromsø',
        highlights: [
          'Nordlysvækning efter ønske',
          'Spabad på taget med udsigt til Ishavskatedralen',
          'Mødested for mange udflugter',
          'Udlejning af vintertøj i lobbyen',
        ],
      },
      fi: {
        name: 'Polar Harbour Hotel Tromsø',
        short_description: 'Moderni hotelli laiturilla, revontuliherätys ja kattoporeallas.',
        description:
          'Hotelli sijaitsee aivan laiturilla Tromssan keskustassa, ja se on monen revontuli- ja valassafarin kohtaamispaikka. Huoneet on sisustettu rauhallisin arktisin sävyin, ja ylemmistä kerroksista näkyvät Tromssan silta ja Jäämeren katedraali. Kirkkaina öinä yöhenkilökunta soittaa huoneeseesi, kun revontulet syttyvät, ja kattoporeallas on täydellinen paikka ihailla niitä. Kenkienkuivaimet ja talvivaatteiden vuokraus helpottavat retkiä.',
        meeting_point: 'Vastaanotto, Kaigata 6, 9008 Tromsø',
        highlights: [
          'Revontuliherätys pyynnöstä',
          'Kattoporeallas, näkymä Jäämeren katedraalille',
          'Monen retken kohtaamispaikka',
          'Talvivaatteiden vuokraus aulassa',
        ],
      },
    },
    rooms: [
      {
        title: {
          sv: 'Standard dubbelrum',
          da: 'Standard dobbeltværelse',
          fi: 'Tavallinen kahden hengen huone',
        },
        description: {
          sv: 'Tyst dubbelrum mot staden, med mörkläggningsgardiner och regndusch.',
          da: 'Stille dobbeltværelse ud mod byen, med mørklægningsgardiner og regnbruser.',
          fi: 'Hiljainen kahden hengen huone kaupungin puolella, pimennysverhot ja sadesuihku.',
        },
      },
      {
        title: {
          sv: 'Dubbelrum med havsutsikt',
          da: 'Dobbeltværelse med havudsigt',
          fi: 'Kahden hengen huone merinäkymällä',
        },
        description: {
          sv: 'Rum på övre våningen med utsikt över sundet, bron och Ishavskatedralen.',
          da: 'Værelse på øverste etager med udsigt over sundet, broen og Ishavskatedralen.',
          fi: 'Yläkerran huone, näkymä salmeen, sillalle ja Jäämeren katedraalille.',
        },
      },
      {
        title: { sv: 'Familjerum', da: 'Familieværelse', fi: 'Perhehuone' },
        description: {
          sv: 'Rymligt rum med dubbelsäng och en bäddsoffa för två barn.',
          da: 'Rummeligt værelse med dobbeltseng og en sovesofa til to børn.',
          fi: 'Tilava huone, parisänky ja vuodesohva kahdelle lapselle.',
        },
      },
    ],
  },
  'HOT-LOFOTEN-RORBU': {
    texts: {
      sv: {
        name: 'Henningsvær Rorbu Cabins',
        short_description: 'Traditionella röda fiskarstugor på pålar ovanför hamnen i Henningsvær.',
        description:
          'Rorbuer byggdes åt fiskarna som kom till Lofoten varje vinter för torsksäsongen, och de här stugorna har renoverats med omsorg och fått moderna kök och badrum. Varje stuga står på pålar över vattnet, med en liten brygga där du kan fiska direkt från tröskeln. Henningsværs gallerier och kaféer och den berömda fotbollsplanen på klipporna ligger en kort promenad bort. Sängkläder och handdukar ingår, och en frukostkorg kan levereras till dörren.',
        meeting_point: 'Receptionen i den gamla fiskmottagningen, Henningsværs hamn',
        highlights: [
          'Renoverade fiskarstugor på pålar',
          'Egen brygga för fiske från tröskeln',
          'Fullt utrustat kök i varje stuga',
          'Promenadavstånd till gallerier, kaféer och den berömda fotbollsplanen',
        ],
      },
      da: {
        name: 'Henningsvær Rorbu Cabins',
        short_description: 'Traditionelle røde fiskerhytter på pæle over havnen i Henningsvær.',
        description:
          'Rorbuer blev bygget til de fiskere, der kom til Lofoten hver vinter for at fange torsk, og disse hytter er kærligt restaureret med moderne køkkener og badeværelser. Hver hytte står på pæle over vandet med en lille brygge, hvor du kan fiske lige fra dørtrinnet. Henningsværs gallerier og caféer og den berømte fodboldbane på klipperne ligger en kort gåtur væk. Sengetøj og håndklæder er inkluderet, og en morgenmadskurv kan leveres til døren.',
        meeting_point: 'Receptionen i det gamle fiskemodtagelseshus, Henningsvær havn',
        highlights: [
          'Restaurerede fiskerhytter på pæle',
          'Egen brygge til fiskeri fra dørtrinnet',
          'Fuldt udstyret køkken i hver hytte',
          'Gåafstand til gallerier, caféer og den berømte fodboldbane',
        ],
      },
      fi: {
        name: 'Henningsvær Rorbu Cabins',
        short_description:
          'Perinteisiä punaisia kalastajamökkejä paalujen päällä Henningsværin sataman yllä.',
        description:
          'Rorbu-mökit rakennettiin kalastajille, jotka saapuivat Lofooteille joka talvi turskankalastukseen, ja nämä mökit on kunnostettu huolella nykyaikaisin keittiöin ja kylpyhuonein. Jokainen mökki seisoo paalujen päällä veden yllä, ja pieneltä laiturilta voit kalastaa suoraan kynnykseltä. Henningsværin gallerioihin ja kahviloihin sekä kuuluisalle kallioiden keskellä olevalle jalkapallokentälle on lyhyt kävelymatka. Liinavaatteet ja pyyhkeet sisältyvät hintaan, ja aamiaiskori voidaan tuoda ovellesi.',
        meeting_point: 'Vastaanotto vanhassa kalanvastaanottoasemassa, Henningsværin satama',
        highlights: [
          'Kunnostettuja kalastajamökkejä paalujen päällä',
          'Oma laituri kalastukseen suoraan kynnykseltä',
          'Täysin varusteltu keittiö joka mökissä',
          'Kävelymatka gallerioihin, kahviloihin ja kuuluisalle jalkapallokentälle',
        ],
      },
    },
    rooms: [
      {
        title: { sv: 'Rorbu för två', da: 'Rorbu til to', fi: 'Rorbu kahdelle' },
        description: {
          sv: 'Kompakt stuga med dubbelsäng, pentry och fönster mot hamnen.',
          da: 'Kompakt hytte med dobbeltseng, tekøkken og vindue ud mod havnen.',
          fi: 'Kompakti mökki, parisänky, minikeittiö ja ikkuna satamaan.',
        },
      },
      {
        title: { sv: 'Familjerorbu', da: 'Familierorbu', fi: 'Perherorbu' },
        description: {
          sv: 'Stuga i två våningar med två sovrum, fullt kök och ett vardagsrum mot vattnet.',
          da: 'Hytte i to etager med to soveværelser, fuldt køkken og en stue ud mod vandet.',
          fi: 'Kaksikerroksinen mökki, kaksi makuuhuonetta, täysi keittiö ja olohuone veden puolella.',
        },
      },
    ],
  },
}
