import type { NordicTranslation } from './nordic-texts.js'

/** Swedish, Danish and Finnish for the rentals and attractions the Nordic site sells. */
export const RENTALS_ATTRACTIONS_NORDIC: Record<string, NordicTranslation> = {
  'REN-LOFOTEN-KAYAK': {
    texts: {
      sv: {
        name: 'Hyr havskajak i Henningsvær',
        short_description:
          'Hyr en havskajak och paddla på egen hand bland kobbar och fiskebåtar i Henningsvær.',
        description:
          'Henningsvær är utspritt över en samling små öar, och de skyddade sunden mellan dem är perfekta att utforska med kajak. Vi hyr ut stabila enkel- och dubbelkajaker till paddlare med grundläggande erfarenhet, tillsammans med torrdräkter, kapell och en vattentät karta med förslag på rutter. Innan du ger dig av går vi igenom väderprognosen och säkerhetsrutinerna med dig. Vill du ut längre, ta en heldag och ha picknick på en av de vita sandstränderna i närheten.',
        meeting_point: 'Kajakboden på kajen vid Henningsværbroarna',
        highlights: [
          'Skyddade sund mellan öarna',
          'Enkel- och dubbelkajaker',
          'Torrdräkt och säkerhetsutrustning ingår',
          'Ruttkarta och väderbriefing',
        ],
      },
      da: {
        name: 'Leje af havkajak i Henningsvær',
        short_description: 'Lej en havkajak, og pagaj på egen hånd mellem skær og fiskerbåde i Henningsvær.',
        description:
          'Henningsvær ligger spredt over en samling små øer, og de beskyttede sunde mellem dem er perfekte at udforske i kajak. Vi udlejer stabile enkelt- og dobbeltkajakker til padlere med grundlæggende erfaring sammen med tørdragter, spraydæk og et vandtæt kort med forslag til ruter. Før du tager af sted, gennemgår vi vejrudsigten og sikkerhedsreglerne med dig. Til en længere tur kan du tage en hel dag og holde picnic på en af de hvide sandstrande i nærheden.',
        meeting_point: 'Kajakskuret på kajen ved Henningsvær-broerne',
        highlights: [
          'Beskyttede sunde mellem øerne',
          'Enkelt- og dobbeltkajakker',
          'Tørdragt og sikkerhedsudstyr inkluderet',
          'Rutekort og vejrbriefing',
        ],
      },
      fi: {
        name: 'Merikajakin vuokraus Henningsværissa',
        short_description:
          'Vuokraa merikajakki ja meloa omatoimisesti Henningsværin luotojen ja kalastusveneiden lomassa.',
        description:
          'Henningsvær levittäytyy pienten saarten ryhmään, ja niiden väliset suojaisat salmet sopivat täydellisesti kajakilla tutkittaviksi. Vuokraamme vakaita yhden ja kahden hengen merikajakkeja melojille, joilla on perustaidot, sekä kuivapuvut, aukkopeitteet ja vedenkestävän kartan reittiehdotuksineen. Ennen lähtöä käymme kanssasi läpi sääennusteen ja turvallisuusohjeet. Pidemmälle retkelle kannattaa varata koko päivä ja pitää piknik jollakin lähistön valkoisista hiekkarannoista.',
        meeting_point: 'Kajakkivaja laiturilla Henningsværin siltojen luona',
        highlights: [
          'Suojaisat salmet saarten välissä',
          'Yhden ja kahden hengen merikajakit',
          'Kuivapuku ja turvavarusteet sisältyvät',
          'Reittikartta ja säätiedotus',
        ],
      },
    },
    options: [
      { sv: 'Två timmar', da: 'To timer', fi: 'Kaksi tuntia' },
      { sv: 'Heldag', da: 'Hel dag', fi: 'Koko päivä' },
    ],
  },
  'REN-TROMSO-SKI': {
    texts: {
      sv: {
        name: 'Skid- och snöskouthyrning i Tromsø',
        short_description:
          'Låna längdskidor, turskidor eller snöskor och ge dig ut i elljusspåren ovanför staden.',
        description:
          'Tromsøborna tillbringar vinterkvällarna i elljusspåret som löper längs hela ön, en kort bussresa från centrum. Vår butik hyr ut klassiska längdskidor, turskidor med stighudar och snöskor för alla åldrar, och personalen hjälper dig att hitta rätt storlek och rätt valla. Fråga efter vår karta över lätta spår och utsiktspunkter, bland annat slingan runt sjön Prestvannet. Pjäxor och stavar ingår alltid.',
        meeting_point: 'Uthyrningsbutiken på Storgata, två minuter från torget',
        highlights: [
          'Längdskidor, turskidor och snöskor',
          'Pjäxor och stavar ingår',
          'Hjälp med storlek och vallning',
          'Karta över lätta spår på ön',
        ],
      },
      da: {
        name: 'Leje af ski og snesko i Tromsø',
        short_description: 'Lån langrendsski, turski eller snesko, og tag ud på de oplyste løjper over byen.',
        description:
          'Tromsøs indbyggere tilbringer vinteraftenerne på den oplyste skiløjpe, der løber på langs af hele øen, en kort bustur fra centrum. Vores butik udlejer klassiske langrendsski, turski med stigehud og snesko til alle aldre, og personalet hjælper dig med at finde den rigtige størrelse og smøring. Spørg efter vores kort over lette løjper og udsigtspunkter, blandt andet ruten rundt om søen Prestvannet. Støvler og stave er altid inkluderet.',
        meeting_point: 'Udlejningsbutikken i Storgata, to minutter fra torvet',
        highlights: [
          'Langrendsski, turski og snesko',
          'Støvler og stave inkluderet',
          'Hjælp med størrelse og smøring',
          'Kort over lette løjper på øen',
        ],
      },
      fi: {
        name: 'Suksien ja lumikenkien vuokraus Tromssassa',
        short_description:
          'Lainaa murtomaasukset, retkisukset tai lumikengät ja suuntaa kaupungin yläpuolen valaistuille laduille.',
        description:
          'Tromssalaiset viettävät talvi-iltansa valaistulla ladulla, joka kulkee koko saaren mitalta lyhyen bussimatkan päässä keskustasta. Liikkeemme vuokraa klassisia murtomaasuksia, nousukarvoilla varustettuja retkisuksia ja lumikenkiä kaikenikäisille, ja henkilökunta auttaa löytämään oikean koon ja voitelun. Kysy karttaamme helpoista laduista ja näköalapaikoista, kuten Prestvannet-järven ympäri kiertävästä lenkistä. Monot ja sauvat sisältyvät aina hintaan.',
        meeting_point: 'Vuokraamo Storgatalla, kahden minuutin päässä torilta',
        highlights: [
          'Murtomaasukset, retkisukset ja lumikengät',
          'Monot ja sauvat sisältyvät',
          'Apua koon ja voitelun valinnassa',
          'Kartta saaren helpoista laduista',
        ],
      },
    },
  },
  'REN-CPH-BIKE': {
    texts: {
      sv: {
        name: 'Hyr stadscykel i Köpenhamn',
        short_description:
          'Hämta en klassisk dansk stadscykel eller en lådcykel och cykla runt som en köpenhamnare.',
        description:
          'Det finns inget bättre sätt att ta sig runt i Köpenhamn än på cykel, och vår butik vid saluhallen Torvehallerne har cyklar för hela familjen. Välj en klassisk stadscykel med tre växlar, en barncykel eller en Christiania-lådcykel med plats för två barn i lådan fram. Varje hyra inkluderar lås, lyse och en karta över stadens cykelvägar, och hjälm får du gratis på begäran. Personalen tipsar gärna om turer till Amager Strand eller runt Søerne.',
        meeting_point: 'Cykelbutiken på Frederiksborggade, bredvid saluhallen Torvehallerne',
        highlights: [
          'Stadscyklar, barncyklar och lådcyklar',
          'Lås, lyse och cykelkarta ingår',
          'Gratis hjälm på begäran',
          'Två minuter från Nørreport station',
        ],
      },
      da: {
        name: 'Leje af bycykel i København',
        short_description:
          'Hent en klassisk dansk bycykel eller en ladcykel, og cykl rundt i byen som en ægte københavner.',
        description:
          'Der er ingen bedre måde at komme rundt i København på end på cykel, og vores butik ved Torvehallerne har cykler til hele familien. Vælg en klassisk bycykel med tre gear, en børnecykel eller en Christiania-ladcykel med plads til to børn i kassen foran. Hver leje inkluderer lås, lygter og et kort over byens cykelruter, og hjelm får du gratis efter ønske. Personalet foreslår gerne ture til Amager Strand eller rundt om Søerne.',
        meeting_point: 'Cykelbutikken i Frederiksborggade, ved siden af Torvehallerne',
        highlights: [
          'Bycykler, børnecykler og ladcykler',
          'Lås, lygter og cykelkort inkluderet',
          'Gratis hjelm efter ønske',
          'To minutter fra Nørreport Station',
        ],
      },
      fi: {
        name: 'Kaupunkipyörän vuokraus Kööpenhaminassa',
        short_description:
          'Nouda klassinen tanskalainen kaupunkipyörä tai laatikkopyörä ja aja ympäri kaupunkia kuin paikallinen.',
        description:
          'Kööpenhaminassa ei liikuta missään paremmin kuin pyörällä, ja Torvehallernen kauppahallin vieressä olevasta liikkeestämme löytyy pyörät koko perheelle. Valitse klassinen kolmivaihteinen kaupunkipyörä, lastenpyörä tai Christiania-laatikkopyörä, jonka etulaatikkoon mahtuu kaksi lasta. Jokaiseen vuokraukseen kuuluvat lukko, valot ja kartta kaupungin pyöräreiteistä, ja kypärän saat pyynnöstä maksutta. Henkilökunta vinkkaa mielellään retkiä Amager Strandin rannalle tai kaupungin järvien ympäri.',
        meeting_point: 'Pyöräliike Frederiksborggadella, Torvehallernen kauppahallin vieressä',
        highlights: [
          'Kaupunkipyöriä, lastenpyöriä ja laatikkopyöriä',
          'Lukko, valot ja pyöräilykartta sisältyvät',
          'Kypärä maksutta pyynnöstä',
          'Kaksi minuuttia Nørreportin asemalta',
        ],
      },
    },
  },
  'REN-STOCKHOLM-BOAT': {
    texts: {
      sv: {
        name: 'Hyr ruffbåt i Stockholms skärgård',
        short_description: 'Kör din egen lilla ruffbåt ut bland öarna, inget båtkörkort behövs.',
        description:
          'I Sverige får du köra en båt av den här storleken utan förarbevis, och med en egen ruffbåt ligger innerskärgården öppen för dig. Från bryggan på Strandvägen når du Vaxholms trävillor, lugna badklippor och ökaféer på under en timme. Varje båt tar upp till sex personer, har en liten uppvärmd ruff och kommer med flytvästar, sjökortsplotter och full tank. Innan du kastar loss går vi noga igenom navigering och sjövägsreglerna med dig.',
        meeting_point: 'Bryggan på Strandvägen, vid Djurgårdsbron',
        highlights: [
          'Egen båt för upp till sex personer',
          'Inget båtkörkort behövs',
          'Uppvärmd ruff, flytvästar och sjökortsplotter',
          'Navigeringsgenomgång innan avfärd',
        ],
      },
      da: {
        name: 'Leje af kabinebåd i Stockholms skærgård',
        short_description: 'Styr din egen lille kabinebåd ud mellem øerne, uden krav om bådkørekort.',
        description:
          'I Sverige må du føre en båd af denne størrelse uden bådførerbevis, og med din egen kabinebåd ligger den indre skærgård åben for dig. Fra broen på Strandvägen når du Vaxholms trævillaer, stille badeklipper og øcaféer på under en time. Hver båd har plads til seks, en lille opvarmet kabine og kommer med redningsveste, kortplotter og fuld tank. Før du kaster los, giver vi dig en grundig gennemgang af navigation og søvejsreglerne.',
        meeting_point: 'Broen på Strandvägen, ved Djurgårdsbron',
        highlights: [
          'Din egen båd til op til seks personer',
          'Intet bådførerbevis nødvendigt',
          'Opvarmet kabine, redningsveste og kortplotter',
          'Navigationsinstruktion før afgang',
        ],
      },
      fi: {
        name: 'Hyttiveneen vuokraus Tukholman saaristossa',
        short_description: 'Kippaa omaa pientä hyttivenettä saarten lomassa, venekorttia ei tarvita.',
        description:
          'Ruotsissa tämänkokoista venettä saa kuljettaa ilman ajokorttia, ja omalla hyttiveneellä sisäsaaristo on vapaasti tutkittavissasi. Strandvägenin laiturilta pääset alle tunnissa Vaxholmin puuhuviloille, rauhallisille uimakallioille ja saarten kahviloihin. Jokaiseen veneeseen mahtuu kuusi henkeä, siinä on pieni lämmitetty hytti, ja mukana ovat pelastusliivit, karttaplotteri ja täysi tankki. Ennen lähtöä käymme kanssasi perusteellisesti läpi navigoinnin ja vesiliikenteen säännöt.',
        meeting_point: 'Laituri Strandvägenillä, Djurgårdenin sillan luona',
        highlights: [
          'Oma vene enintään kuudelle',
          'Venekorttia ei tarvita',
          'Lämmitetty hytti, pelastusliivit ja karttaplotteri',
          'Navigointiopastus ennen lähtöä',
        ],
      },
    },
  },
  'ATT-TROMSO-CABLECAR': {
    texts: {
      sv: {
        name: 'Linbanan till Storsteinen',
        short_description:
          'Åk 421 meter upp på fyra minuter till den bästa utsikten över Tromsø, öarna och Ishavskatedralen.',
        description:
          'Linbanan lyfter dig från Tromsdalen till avsatsen Storsteinen, 421 meter över havet, på ungefär fyra minuter. Från toppen ser du hela östaden, bron och topparna runt omkring, och vinterkvällar är det en av stadens bästa platser att se norrsken. Fjällrestaurangen serverar soppa, våfflor och varm choklad bakom stora panoramafönster. Markerade leder utgår från toppstationen, och på vintern kan du låna snöskor.',
        meeting_point: 'Dalstationen, Sollivegen 12, Tromsdalen',
        highlights: [
          '421 meter över staden på fyra minuter',
          'Panoramautsikt över Tromsø och öarna',
          'Norrsken från fjället vinterkvällar',
          'Fjällrestaurang med våfflor och varm choklad',
        ],
      },
      da: {
        name: 'Svævebanen til Storsteinen',
        short_description:
          'Kør 421 meter op på fire minutter til den bedste udsigt over Tromsø, øerne og Ishavskatedralen.',
        description:
          'Svævebanen løfter dig fra Tromsdalen til afsatsen Storsteinen, 421 meter over havet, på omkring fire minutter. Fra toppen ser du hele øbyen, broen og tinderne omkring, og på vinteraftener er det et af byens bedste steder at se nordlys. Fjeldrestauranten serverer suppe, vafler og varm kakao bag store panoramavinduer. Afmærkede stier starter ved topstationen, og om vinteren kan du låne snesko.',
        meeting_point: 'Dalstationen, Sollivegen 12, Tromsdalen',
        highlights: [
          '421 meter over byen på fire minutter',
          'Panoramaudsigt over Tromsø og øerne',
          'Nordlys fra fjeldet på vinteraftener',
          'Fjeldrestaurant med vafler og varm kakao',
        ],
      },
      fi: {
        name: 'Köysirata Storsteinenille',
        short_description:
          'Nouse neljässä minuutissa 421 metrin korkeuteen ja ihaile parasta näkymää Tromssaan, saariin ja Jäämeren katedraalille.',
        description:
          'Köysirata nostaa sinut Tromsdalenista Storsteinenin tasanteelle, 421 metriä merenpinnan yläpuolelle, noin neljässä minuutissa. Huipulta näet koko saarikaupungin, sillan ja ympäröivät huiput, ja talvi-iltaisin se on yksi kaupungin parhaista paikoista ihailla revontulia. Tunturiravintola tarjoilee keittoa, vohveleita ja kuumaa kaakaota suurten panoraamaikkunoiden takana. Merkityt reitit alkavat yläasemalta, ja talvella voit lainata lumikengät.',
        meeting_point: 'Ala-asema, Sollivegen 12, Tromsdalen',
        highlights: [
          '421 metriä kaupungin yllä neljässä minuutissa',
          'Panoraamanäkymä Tromssaan ja saariin',
          'Revontulia tunturilta talvi-iltaisin',
          'Tunturiravintola, vohveleita ja kuumaa kaakaota',
        ],
      },
    },
    options: [{ sv: 'Tur och retur', da: 'Returbillet', fi: 'Meno-paluulippu' }],
  },
  'ATT-BERGEN-AQUARIUM': {
    texts: {
      sv: {
        name: 'Akvariet på Nordnes',
        short_description:
          'Möt pingviner, sjölejon och fiskarna längs Norges kust längst ut på Nordneshalvön.',
        description:
          'Längst ut på Nordneshalvön, en kort promenad från fisketorget, visar akvariet livet i Norges fjordar, längs kusten och ute på öppet hav. Se åsnepingvinerna vagga över sina klippor, var med när sjölejonen matas och gå genom en tunnel under den stora Nordsjötanken. Barnen kan känna på sjöstjärnor och sjöborrar i de grunda bassängerna, och biografen visar kusten ovanför och under vågorna. Räkna med två till tre timmar och kombinera besöket med en promenad i Nordnesparken.',
        meeting_point: 'Huvudentrén, Nordnesbakken 4',
        highlights: [
          'Pingviner och sjölejon med daglig matning',
          'Tunnel under Nordsjötanken',
          'Känselbassänger för barn',
          'Kort promenad från fisketorget',
        ],
      },
      da: {
        name: 'Akvariet på Nordnes',
        short_description: 'Mød pingviner, søløver og fiskene langs Norges kyst yderst på Nordnes-halvøen.',
        description:
          'Yderst på Nordnes-halvøen, en kort gåtur fra fisketorvet, viser akvariet livet i Norges fjorde, langs kysten og ude på det åbne hav. Se æselpingvinerne vralte hen over klipperne, vær med, når søløverne fodres, og gå gennem en tunnel under det store Nordsø-bassin. Børnene kan røre ved søstjerner og søpindsvin i de lave bassiner, og biografen viser kysten over og under bølgerne. Sæt to til tre timer af, og kombiner besøget med en tur i Nordnesparken.',
        meeting_point: 'Hovedindgangen, Nordnesbakken 4',
        highlights: [
          'Pingviner og søløver med daglig fodring',
          'Tunnel under Nordsø-bassinet',
          'Røreakvarier for børn',
          'Kort gåtur fra fisketorvet',
        ],
      },
      fi: {
        name: 'Nordnesin akvaario',
        short_description:
          'Tapaa pingviinejä, merileijonia ja Norjan rannikon kaloja Nordnesin niemen kärjessä.',
        description:
          'Nordnesin niemen kärjessä, lyhyen kävelymatkan päässä kalatorilta, akvaario esittelee elämää Norjan vuonoissa, rannikolla ja avomerellä. Katso, kun gentoopingviinit taapertavat kallioillaan, seuraa merileijonien ruokintaa ja kulje tunnelissa suuren Pohjanmeri-altaan alla. Lapset voivat koskettaa meritähtiä ja merisiilejä matalissa altaissa, ja elokuvateatteri näyttää rannikon sekä aaltojen yltä että alta. Varaa käyntiin kahdesta kolmeen tuntia ja yhdistä se kävelyyn Nordnesin puistossa.',
        meeting_point: 'Pääsisäänkäynti, Nordnesbakken 4',
        highlights: [
          'Pingviinit ja merileijonat, päivittäiset ruokinnat',
          'Tunneli Pohjanmeri-altaan alla',
          'Kosketusaltaat lapsille',
          'Lyhyt kävely kalatorilta',
        ],
      },
    },
  },
  'ATT-STOCKHOLM-VASA': {
    texts: {
      sv: {
        name: 'Vasamuseet',
        short_description:
          'Se världens enda bevarade 1600-talsskepp, bärgat ur Stockholms hamn efter 333 år.',
        description:
          'År 1628 sjönk regalskeppet Vasa i Stockholms hamn på sin jungfruresa, knappt en sjömil från kajen. Hon bärgades 1961 nästan helt intakt och fyller nu en museihall på Djurgården som byggdes runt henne. Från gallerier på sju våningar kan du studera skeppet från köl till akterkastell med hundratals snidade skulpturer, och utställningarna berättar om människorna ombord. Guidade visningar på engelska går flera gånger om dagen och ingår i biljetten.',
        meeting_point: 'Museets entré, Galärvarvsvägen 14, Djurgården',
        highlights: [
          'Världens enda bevarade 1600-talsskepp',
          'Hundratals originalskulpturer',
          'Utsiktsgallerier på sju våningar',
          'Guidad visning ingår',
        ],
      },
      da: {
        name: 'Vasamuseet',
        short_description:
          'Se verdens eneste bevarede krigsskib fra 1600-tallet, hævet fra Stockholms havn efter 333 år.',
        description:
          'I 1628 sank det kongelige krigsskib Vasa i Stockholms havn på sin jomfrurejse, knap en sømil fra kajen. Skibet blev hævet i 1961 næsten fuldstændig intakt og fylder nu en museumshal på Djurgården, der blev bygget omkring det. Fra gallerier i syv etager kan du studere skibet fra køl til agterkastel med hundredvis af udskårne skulpturer, og udstillingerne fortæller om menneskene om bord. Omvisninger på engelsk foregår flere gange dagligt og er inkluderet i billetten.',
        meeting_point: 'Museets indgang, Galärvarvsvägen 14, Djurgården',
        highlights: [
          'Verdens eneste bevarede krigsskib fra 1600-tallet',
          'Hundredvis af originale udskårne skulpturer',
          'Udsigtsgallerier i syv etager',
          'Omvisning inkluderet',
        ],
      },
      fi: {
        name: 'Vasa-museo',
        short_description:
          'Näe maailman ainoa säilynyt 1600-luvun sotalaiva, joka nostettiin Tukholman satamasta 333 vuoden jälkeen.',
        description:
          'Vuonna 1628 kuninkaallinen sotalaiva Vasa upposi Tukholman satamaan neitsytmatkallaan, tuskin meripeninkulman päässä laiturista. Lähes täysin ehjänä vuonna 1961 nostettu laiva täyttää nyt Djurgårdenilla museohallin, joka rakennettiin sen ympärille. Seitsemän kerroksen gallerioista voit tarkastella laivaa kölistä peräkastelliin ja sen satoja veistoksia, ja näyttelyt kertovat laivalla olleista ihmisistä. Englanninkielisiä opastuksia järjestetään useita kertoja päivässä, ja ne sisältyvät lipun hintaan.',
        meeting_point: 'Museon sisäänkäynti, Galärvarvsvägen 14, Djurgården',
        highlights: [
          'Maailman ainoa säilynyt 1600-luvun sotalaiva',
          'Satoja alkuperäisiä puuveistoksia',
          'Näköalagalleriat seitsemässä kerroksessa',
          'Opastus sisältyy',
        ],
      },
    },
  },
}
