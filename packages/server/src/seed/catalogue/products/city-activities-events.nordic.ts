import type { NordicTranslation } from './nordic-texts.js'

/**
 * Swedish, Danish and Finnish for the city tours and events the Nordic site sells. The bike tours'
 * option names come from option-names.ts; the Stockholm kayak trip already had Finnish.
 */
export const CITY_ACTIVITIES_EVENTS_NORDIC: Record<string, NordicTranslation> = {
  'ACT-BERGEN-FOOD': {
    texts: {
      sv: {
        name: 'Matvandring i Bergen: från fisketorget till Bryggen',
        short_description: 'Smaka dig runt Bergens hamn, från färska skaldjur till brunost och hantverksöl.',
        description:
          'Bergen har handlat med fisk med resten av världen sedan Hansans dagar, och den här vandringen följer maten från hamnen till bordet. Du börjar på fisketorget och smakar rökt lax, fiskkakor och lokala skaldjur innan ni strövar genom Bryggens trägränder. Längs vägen provar du brunost, torkat lammlår och en kanelbulle från ett av stadens äldsta bagerier, och avslutar med ett lokalt hantverksöl eller en cider. Stoppen är små familjeföretag, och provsmakningarna blir tillsammans en rejäl lunch.',
        meeting_point: 'Torget, utanför turistinformationen på Strandkaien 3',
        highlights: [
          'Åtta smakprov som blir en hel lunch',
          'Fisketorget, Bryggen och dolda gränder',
          'Små familjeägda producenter',
          'Lokalt hantverksöl eller cider som avslutning',
        ],
      },
      da: {
        name: 'Madvandring i Bergen: fra fisketorvet til Bryggen',
        short_description:
          'Smag dig vej rundt om Bergens havn, fra friske skaldyr til brunost og håndbryggede øl.',
        description:
          'Bergen har handlet fisk med resten af verden siden Hansestædernes tid, og denne tur følger maden fra havnen til bordet. Du starter på fisketorvet og smager røget laks, fiskefrikadeller og lokale skaldyr, før I slentrer gennem de smalle træstræder på Bryggen. Undervejs smager du brunost, saltet lammekølle og en kanelsnegl fra et af byens ældste bagerier og slutter af med en lokal håndbrygget øl eller cider. Stoppestederne er små familievirksomheder, og smagsprøverne bliver til en solid frokost.',
        meeting_point: 'Torget, uden for turistinformationen på Strandkaien 3',
        highlights: [
          'Otte smagsprøver, der bliver til en hel frokost',
          'Fisketorvet, Bryggen og skjulte stræder',
          'Små familiedrevne producenter',
          'Lokal håndbrygget øl eller cider til sidst',
        ],
      },
      fi: {
        name: 'Bergenin ruokakävely: kalatorilta Bryggeniin',
        short_description:
          'Maistele tiesi Bergenin sataman ympäri tuoreista äyriäisistä vuohenjuustoon ja pienpanimo-oluisiin.',
        description:
          'Bergen on käynyt kalakauppaa maailman kanssa Hansaliiton ajoista lähtien, ja tämä kävely seuraa ruokaa satamasta pöytään. Aloitat kalatorilta, jossa maistat savulohta, kalakakkuja ja paikallisia äyriäisiä, ja jatkat Bryggenin puisille kujille. Matkan varrella maistat ruskeaa vuohenjuustoa, suolattua lampaanreittä ja korvapuustia yhdestä kaupungin vanhimmista leipomoista, ja lopuksi nautit paikallista pienpanimo-olutta tai siideriä. Kohteet ovat pieniä perheyrityksiä, ja maistiaisista kertyy runsas lounas.',
        meeting_point: 'Torget, matkailuneuvonnan edessä osoitteessa Strandkaien 3',
        highlights: [
          'Kahdeksan maistiaista, joista kertyy kokonainen lounas',
          'Kalatori, Bryggen ja piilossa olevat kujat',
          'Pienet perheyritykset',
          'Lopuksi paikallista olutta tai siideriä',
        ],
      },
    },
    options: [
      { sv: 'Lunchvandring', da: 'Frokosttur', fi: 'Lounaskävely' },
      { sv: 'Kvällsvandring', da: 'Aftentur', fi: 'Iltakävely' },
    ],
  },
  'ACT-OSLO-BIKE': {
    texts: {
      sv: {
        name: 'Oslos höjdpunkter på cykel',
        short_description:
          'Cykla från Operan till Vigelandsparken med en lokal guide på tre lättsamma timmar.',
        description:
          'Oslo är kompakt, grönt och förvånansvärt cykelvänligt, och på den här turen hinner du se mer än till fots. Ni startar vid Operan, följer hamnpromenaden förbi Akershus fästning och Aker Brygge och cyklar genom lummiga kvarter till Vigelandsparken med dess mer än 200 skulpturer. Längs vägen berättar guiden om stadens historia och om Oslo i dag. Rutten är mestadels platt, och bekväma stadscyklar och hjälmar ingår.',
        meeting_point: 'Framför Operan, vid huvudentrén på Kirsten Flagstads plass',
        highlights: [
          'Operan, Akershus fästning och Vigelandsparken',
          'Mestadels platt rutt i lugnt tempo',
          'Cykel och hjälm ingår',
          'Fikapaus på ett lokalt kafé',
        ],
      },
      da: {
        name: 'Oslos højdepunkter på cykel',
        short_description: 'Cykl fra Operaen til Vigelandsparken med en lokal guide på tre afslappede timer.',
        description:
          'Oslo er kompakt, grøn og overraskende cykelvenlig, og på denne tur når du langt mere, end du kunne til fods. I starter ved Operaen, følger havnepromenaden forbi Akershus fæstning og Aker Brygge og cykler gennem grønne kvarterer til Vigelandsparken med dens mere end 200 skulpturer. Undervejs fortæller guiden om byens fortid og om Oslo i dag. Ruten er for det meste flad, og komfortable bycykler og hjelme er inkluderet.',
        meeting_point: 'Foran Operaen, ved hovedindgangen på Kirsten Flagstads plass',
        highlights: [
          'Operaen, Akershus fæstning og Vigelandsparken',
          'For det meste flad rute i roligt tempo',
          'Cykel og hjelm inkluderet',
          'Kaffepause på en lokal café',
        ],
      },
      fi: {
        name: 'Oslon nähtävyydet pyöräillen',
        short_description:
          'Pyöräile oopperatalolta Vigelandin puistoon paikallisen oppaan kanssa kolmessa leppoisassa tunnissa.',
        description:
          'Oslo on tiivis, vihreä ja yllättävän pyöräilyystävällinen, ja tällä kierroksella ehdit nähdä enemmän kuin kävellen. Lähdette oopperatalolta, seuraatte satamakävelyä Akershusin linnoituksen ja Aker Bryggen ohi ja pyöräilette vehreiden asuinalueiden läpi Vigelandin puistoon, jossa on yli 200 veistosta. Matkan varrella opas kertoo kaupungin historiasta ja nykypäivän Oslosta. Reitti on enimmäkseen tasainen, ja mukavat kaupunkipyörät ja kypärät sisältyvät hintaan.',
        meeting_point: 'Oopperatalon edessä, pääsisäänkäynnin luona Kirsten Flagstads plassilla',
        highlights: [
          'Oopperatalo, Akershusin linnoitus ja Vigelandin puisto',
          'Enimmäkseen tasainen reitti rauhalliseen tahtiin',
          'Pyörä ja kypärä sisältyvät',
          'Kahvitauko paikallisessa kahvilassa',
        ],
      },
    },
  },
  'ACT-CPH-BIKE': {
    texts: {
      sv: {
        name: 'Köpenhamn på cykel som en lokalbo',
        short_description:
          'Upplev världens mest cykelvänliga stad på två hjul, från Nyhavn till Christiania.',
        description:
          'I Köpenhamn cyklar fler till jobbet än kör bil, och på den här turen cyklar du med dem. Guiden leder dig längs cykelbanorna från Nyhavn till Den lilla sjöjungfrun, över hamnbroarna till Christianshavn och in i fristaden Christiania. På vägen får du veta hur staden blev en cykelhuvudstad och var lokalborna dricker det bästa kaffet. Klassiska danska stadscyklar och hjälmar ingår, och tempot är avslappnat.',
        meeting_point: 'Vid Mindeankeret längst in i Nyhavn',
        highlights: [
          'Nyhavn, Den lilla sjöjungfrun och Christiania',
          'Cykla på stadens berömda cykelbanor',
          'Dansk stadscykel och hjälm ingår',
          'Lugnt tempo med många stopp',
        ],
      },
      da: {
        name: 'København på cykel som en lokal',
        short_description: 'Oplev verdens mest cykelvenlige by på to hjul, fra Nyhavn til Christiania.',
        description:
          'I København cykler flere på arbejde, end der kører i bil, og på denne tur cykler du med. Guiden fører dig ad cykelstierne fra Nyhavn til Den Lille Havfrue, over havnebroerne til Christianshavn og ind i Fristaden Christiania. Undervejs hører du, hvordan byen blev en cykelhovedstad, og hvor de lokale får den bedste kaffe. Klassiske danske bycykler og hjelme er inkluderet, og tempoet er afslappet.',
        meeting_point: 'Ved Mindeankeret for enden af Nyhavn',
        highlights: [
          'Nyhavn, Den Lille Havfrue og Christiania',
          'Cykl på byens berømte cykelstier',
          'Dansk bycykel og hjelm inkluderet',
          'Afslappet tempo med mange stop',
        ],
      },
      fi: {
        name: 'Kööpenhamina pyöräillen kuin paikallinen',
        short_description:
          'Koe maailman pyöräilyystävällisin kaupunki kahdella pyörällä Nyhavnista Christianiaan.',
        description:
          'Kööpenhaminassa useampi pyöräilee töihin kuin ajaa autolla, ja tällä kierroksella polje heidän joukossaan. Opas johdattaa sinut pyöräteitä pitkin Nyhavnista Pieni merenneito -patsaalle, sataman siltojen yli Christianshavniin ja Christianian vapaakaupunkiin. Matkalla kuulet, miten kaupungista tuli pyöräilyn pääkaupunki ja mistä paikalliset hakevat parhaat kahvit. Klassiset tanskalaiset kaupunkipyörät ja kypärät sisältyvät hintaan, ja tahti on leppoisa.',
        meeting_point: 'Muistoankkurin luona Nyhavnin päässä',
        highlights: [
          'Nyhavn, Pieni merenneito ja Christiania',
          'Pyöräile kaupungin kuuluisilla pyöräteillä',
          'Tanskalainen kaupunkipyörä ja kypärä sisältyvät',
          'Leppoisa tahti ja paljon pysähdyksiä',
        ],
      },
    },
  },
  'ACT-STOCKHOLM-KAYAK': {
    texts: {
      sv: {
        name: 'Kajak mellan Stockholms öar',
        short_description: 'Paddla på vattnen som binder ihop Stockholm, från Långholmen mot Gamla stan.',
        description:
          'Stockholm är byggt på fjorton öar, och från en kajak visar staden sin bästa sida. Från Långholmen paddlar du under broar och längs släta granitstränder, förbi Stadshuset och Södermalms färgglada hus. Guiden berättar om den forna fängelseön och om stockholmarna som fortfarande badar mitt i stan. Stabila dubbelkajaker gör turen lämplig för nybörjare, och en fikapaus med kanelbullar ingår.',
        meeting_point: 'Kajakbryggan på Långholmen, bredvid badstranden',
        highlights: [
          'Stadshuset och Södermalm från vattnet',
          'Nybörjarvänliga dubbelkajaker',
          'Fika med kanelbullar på en ö',
          'All utrustning ingår',
        ],
      },
      da: {
        name: 'Kajak mellem Stockholms øer',
        short_description:
          'Pagaj på vandet, der binder Stockholm sammen, fra Långholmen mod den gamle bydel.',
        description:
          'Stockholm er bygget på fjorten øer, og fra en kajak viser byen sig fra sin bedste side. Fra Långholmen padler du under broer og langs glatte granitkyster, forbi Rådhuset og de farverige huse på Södermalm. Guiden fortæller om den tidligere fængselsø og om de lokale, der stadig bader midt i byen. Stabile dobbeltkajakker gør turen velegnet for begyndere, og en fikapause med kanelsnegle hører med.',
        meeting_point: 'Kajakbroen på Långholmen, ved siden af badestranden',
        highlights: [
          'Rådhuset og Södermalm fra vandet',
          'Begyndervenlige dobbeltkajakker',
          'Fika med kanelsnegle på en ø',
          'Alt udstyr inkluderet',
        ],
      },
    },
    options: [
      { sv: 'Förmiddagspaddling', da: 'Formiddagstur i kajak', fi: 'Aamupäivän melonta' },
      { sv: 'Kvällspaddling', da: 'Aftentur i kajak', fi: 'Iltamelonta' },
    ],
  },
  'EVT-BERGEN-GRIEG': {
    texts: {
      sv: {
        name: 'Griegkonsert på Troldhaugen',
        short_description: 'Hör Edvard Griegs pianomusik i konsertsalen intill hans villa vid sjön.',
        description:
          'Troldhaugen var Edvard Griegs hem i 22 år, och tonsättaren och hans hustru Nina vilar i bergväggen nedanför villan. I den intima konsertsalen Troldsalen spelar en framstående norsk pianist ett program med Griegs mest älskade verk, med sjön Nordåsvatnet som fond bakom scenen. Före konserten kan du promenera i trädgården och kika in i stugan vid vattnet där han skrev många av sina stycken. Biljetten ger också inträde till museet och villan.',
        meeting_point: 'Troldhaugens huvudentré, Troldhaugvegen 65',
        highlights: [
          'Griegs musik i hans eget hem',
          'Intim sal med utsikt över sjön',
          'Inträde till villan och museet ingår',
          'Promenad till tonsättarens stuga vid vattnet',
        ],
      },
      da: {
        name: 'Griegkoncert på Troldhaugen',
        short_description: 'Hør Edvard Griegs klavermusik i koncertsalen ved siden af hans villa ved søen.',
        description:
          'Troldhaugen var Edvard Griegs hjem i 22 år, og komponisten og hans hustru Nina er begravet i klippevæggen under villaen. I den intime koncertsal Troldsalen spiller en førende norsk pianist et program med Griegs mest elskede værker, med Nordåsvatnet som kulisse bag scenen. Før koncerten kan du slentre gennem haven og kigge ind i hytten ved vandet, hvor han komponerede mange af sine værker. Billetten giver også adgang til museet og villaen.',
        meeting_point: 'Troldhaugens hovedindgang, Troldhaugvegen 65',
        highlights: [
          'Griegs musik i hans eget hjem',
          'Intim sal med udsigt over søen',
          'Adgang til villaen og museet inkluderet',
          'Gåtur til komponistens hytte ved vandet',
        ],
      },
      fi: {
        name: 'Grieg-konsertti Troldhaugenissa',
        short_description:
          'Kuuntele Edvard Griegin pianomusiikkia konserttisalissa hänen järvenrantahuvilansa vieressä.',
        description:
          'Troldhaugen oli Edvard Griegin koti 22 vuoden ajan, ja säveltäjä ja hänen vaimonsa Nina on haudattu huvilan alapuolella olevaan kallioseinämään. Intiimissä Troldsalen-konserttisalissa johtava norjalainen pianisti soittaa Griegin rakastetuimpia teoksia, ja lavan taustalla avautuu Nordåsvatnet-järvi. Ennen konserttia voit kävellä puutarhassa ja kurkistaa rannan mökkiin, jossa hän sävelsi monet teoksistaan. Lippuun sisältyy pääsy museoon ja huvilaan.',
        meeting_point: 'Troldhaugenin pääsisäänkäynti, Troldhaugvegen 65',
        highlights: [
          'Griegin musiikkia hänen omassa kodissaan',
          'Intiimi sali järvinäkymin',
          'Pääsy huvilaan ja museoon sisältyy',
          'Kävely säveltäjän rantamökille',
        ],
      },
    },
    options: [{ sv: 'Kvällskonsert', da: 'Aftenkoncert', fi: 'Iltakonsertti' }],
  },
  'EVT-TROMSO-CATHEDRAL': {
    texts: {
      sv: {
        name: 'Norrskenskonsert i Ishavskatedralen',
        short_description:
          'En kväll med norska folkmelodier, klassiska stycken och samisk jojk under katedralens stora glasmosaik.',
        description:
          'Med sina skarpa vita trianglar är Ishavskatedralen Tromsøs mest kända landmärke, och akustiken är enastående. Under den timslånga konserten framför tre lokala musiker norska folkvisor, klassiska stycken och traditionell samisk jojk. Den stora glasmosaiken ovanför altaret lyses upp under framträdandet, och levande ljus gör rummet varmt och intimt. Katedralen ligger en kort promenad eller bussresa över Tromsøbron från centrum.',
        meeting_point: 'Ishavskatedralen, Hans Nilsens vei 41',
        highlights: [
          'Tromsøs ikoniska Ishavskatedral',
          'Folkvisor, klassiska stycken och samisk jojk',
          'Levande ljus under glasmosaiken',
          'Kort promenad över bron från centrum',
        ],
      },
      da: {
        name: 'Nordlyskoncert i Ishavskatedralen',
        short_description:
          'En aften med norske folkemelodier, klassiske værker og samisk joik under katedralens store glasmosaik.',
        description:
          'Med sine skarpe hvide trekanter er Ishavskatedralen Tromsøs mest kendte vartegn, og akustikken er fremragende. Ved den timelange koncert spiller tre lokale musikere norske folkesange, klassiske værker og traditionel samisk joik. Den store glasmosaik over alteret er oplyst under koncerten, og levende lys gør rummet varmt og intimt. Katedralen ligger en kort gåtur eller bustur over Tromsøbroen fra centrum.',
        meeting_point: 'Ishavskatedralen, Hans Nilsens vei 41',
        highlights: [
          'Tromsøs ikoniske Ishavskatedral',
          'Folkesange, klassiske værker og samisk joik',
          'Levende lys under glasmosaikken',
          'Kort gåtur over broen fra centrum',
        ],
      },
      fi: {
        name: 'Revontulikonsertti Jäämeren katedraalissa',
        short_description:
          'Ilta norjalaisia kansansävelmiä, klassista musiikkia ja saamelaista joikua katedraalin suuren lasimosaiikin alla.',
        description:
          'Terävine valkoisine kolmioineen Jäämeren katedraali on Tromssan tunnetuin maamerkki, ja sen akustiikka on erinomainen. Tunnin mittaisessa konsertissa kolme paikallista muusikkoa esittää norjalaisia kansanlauluja, klassisia kappaleita ja perinteistä saamelaista joikua. Alttarin yllä oleva suuri lasimosaiikki valaistaan esityksen ajaksi, ja kynttilät tekevät salista lämpimän ja intiimin. Katedraaliin on keskustasta lyhyt kävely tai bussimatka Tromssan sillan yli.',
        meeting_point: 'Jäämeren katedraali (Ishavskatedralen), Hans Nilsens vei 41',
        highlights: [
          'Tromssan ikoninen Jäämeren katedraali',
          'Kansanlauluja, klassista musiikkia ja saamelaista joikua',
          'Kynttilänvaloa lasimosaiikin alla',
          'Lyhyt kävely sillan yli keskustasta',
        ],
      },
    },
    options: [{ sv: 'Konsert', da: 'Koncert', fi: 'Konsertti' }],
  },
  'EVT-STOCKHOLM-FEAST': {
    texts: {
      sv: {
        name: 'Långbordsfest med svensk folkmusik',
        short_description:
          'Dela sill, köttbullar och visor vid ett långbord i ett gammalt båthus på Djurgården.',
        description:
          'Svenskar älskar att samlas kring ett långbord, och den här kvällen får besökare vara med i traditionen. I ett timrat båthus på Djurgården sitter gästerna sida vid sida vid en säsongsbuffé med inlagd sill, gravlax, köttbullar, västerbottenpaj och hjortron till efterrätt. Mellan rätterna leder en spelman och en sångare traditionella snapsvisor, med visblad på svenska och engelska. Alkoholfri dryck ingår, och vin och snaps säljs i baren.',
        meeting_point:
          'Det gamla båthuset vid Djurgårdsbrunn, tio minuters promenad från spårvagnshållplatsen',
        highlights: [
          'Långbordsbuffé med svenska klassiker',
          'Levande fiolmusik och snapsvisor',
          'Visblad på svenska och engelska',
          'Alkoholfri dryck ingår',
        ],
      },
      da: {
        name: 'Langbordsfest med svensk folkemusik',
        short_description:
          'Del sild, kødboller og sange ved ét langt bord i et gammelt bådhus på Djurgården.',
        description:
          'Svenskerne elsker at samles om et langbord, og denne aften kan besøgende tage del i traditionen. I et bådhus af tømmer på Djurgården sidder gæsterne side om side ved en sæsonbuffet med marinerede sild, gravad laks, kødboller, västerbottentærte og multebær til dessert. Mellem retterne leder en spillemand og en sanger traditionelle snapseviser, med sangark på svensk og engelsk. Sodavand er inkluderet, og vin og snaps kan købes i baren.',
        meeting_point: 'Det gamle bådhus ved Djurgårdsbrunn, ti minutters gang fra sporvognsstoppestedet',
        highlights: [
          'Langbordsbuffet med svenske klassikere',
          'Levende violinmusik og snapseviser',
          'Sangark på svensk og engelsk',
          'Sodavand inkluderet',
        ],
      },
      fi: {
        name: 'Pitkän pöydän juhla ja ruotsalaista kansanmusiikkia',
        short_description:
          'Nauti silliä, lihapullia ja lauluja yhteisen pitkän pöydän ääressä vanhassa venevajassa Djurgårdenilla.',
        description:
          'Ruotsalaiset rakastavat kokoontua pitkän pöydän ääreen, ja tänä iltana myös vierailijat pääsevät mukaan perinteeseen. Djurgårdenin hirsisessä venevajassa vieraat istuvat rinnakkain sesongin noutopöydän äärellä, jossa on maustesilliä, graavilohta, lihapullia, Västerbotten-juustopiirasta ja jälkiruoaksi lakkoja. Ruokalajien välissä viulisti ja laulaja johdattavat perinteisiin juomalauluihin, ja laulusanat on ruotsiksi ja englanniksi. Alkoholittomat juomat sisältyvät hintaan, ja viiniä ja snapsia myydään baarissa.',
        meeting_point: 'Vanha venevaja Djurgårdsbrunnissa, kymmenen minuutin kävely raitiovaunupysäkiltä',
        highlights: [
          'Ruotsalaisten klassikoiden noutopöytä',
          'Elävää viulumusiikkia ja juomalauluja',
          'Laulusanat ruotsiksi ja englanniksi',
          'Alkoholittomat juomat sisältyvät',
        ],
      },
    },
    options: [{ sv: 'Middag och musik', da: 'Middag og musik', fi: 'Illallinen ja musiikki' }],
  },
  'EVT-CPH-JAZZ': {
    texts: {
      sv: {
        name: 'Jazzkväll i en källare på Christianshavn',
        short_description: 'Levande dansk jazz i en välvd källare från 1700-talet vid kanalen.',
        description:
          'Köpenhamn har varit en jazzstad sedan amerikanska storheter slog sig ner här på 1960-talet, och traditionen lever vidare på små klubbar. Kvällen äger rum i en välvd källare vid Christianshavns kanal, där en lokal kvartett spelar två set med standardlåtar och egna kompositioner. Borden står nära scenen, och en lätt kvällsmat med smørrebrød kan läggas till när du bokar. Dörrarna öppnar 30 minuter innan musiken börjar.',
        meeting_point: 'Overgaden neden Vandet, vid kanalen på Christianshavn',
        highlights: [
          'Två set med en dansk jazzkvartett',
          'Välvd källare vid kanalen',
          'Platser nära scenen',
          'Kvällsmat med smørrebrød kan bokas',
        ],
      },
      da: {
        name: 'Jazzaften i en kælder på Christianshavn',
        short_description: 'Levende dansk jazz i en hvælvet kælder fra 1700-tallet ved kanalen.',
        description:
          'København har været en jazzby, siden amerikanske storheder slog sig ned her i 1960’erne, og traditionen lever videre i de små klubber. Aftenen foregår i en hvælvet kælder ved Christianshavns Kanal, hvor en lokal kvartet spiller to sæt med standards og egne numre. Bordene står tæt på scenen, og en let aftensmad med smørrebrød kan tilføjes, når du booker. Dørene åbner 30 minutter før musikken begynder.',
        meeting_point: 'Overgaden neden Vandet, ved kanalen på Christianshavn',
        highlights: [
          'To sæt med en dansk jazzkvartet',
          'Hvælvet kælder ved kanalen',
          'Pladser tæt på scenen',
          'Aftensmad med smørrebrød kan tilkøbes',
        ],
      },
      fi: {
        name: 'Jazzilta kellarissa Christianshavnissa',
        short_description: 'Elävää tanskalaista jazzia 1700-luvun holvikellarissa kanavan varrella.',
        description:
          'Kööpenhamina on ollut jazzkaupunki siitä lähtien, kun amerikkalaiset suuruudet asettuivat tänne 1960-luvulla, ja perinne elää yhä pienissä klubeissa. Ilta vietetään holvikellarissa Christianshavnin kanavan varrella, jossa paikallinen kvartetti soittaa kaksi settiä standardeja ja omia kappaleitaan. Pöydät ovat lähellä lavaa, ja varauksen yhteydessä voit lisätä kevyen illallisen tanskalaisista avoleivistä. Ovet avautuvat 30 minuuttia ennen musiikin alkua.',
        meeting_point: 'Overgaden neden Vandet, kanavan varrella Christianshavnissa',
        highlights: [
          'Kaksi settiä tanskalaiselta jazzkvartetilta',
          'Holvikellari kanavan varrella',
          'Paikat lähellä lavaa',
          'Avoleipäillallinen lisättävissä',
        ],
      },
    },
    options: [
      { sv: 'Endast konsert', da: 'Kun koncert', fi: 'Pelkkä konsertti' },
      { sv: 'Konsert med kvällsmat', da: 'Koncert med aftensmad', fi: 'Konsertti ja illallinen' },
    ],
  },
}
