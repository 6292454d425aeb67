import type { NordicTranslation } from './nordic-texts.js'

/** Swedish, Danish and Finnish for the fjord and Arctic activities the Nordic site sells. */
export const FJORDS_NORTH_ACTIVITIES_NORDIC: Record<string, NordicTranslation> = {
  'ACT-FLAM-CRUISE': {
    texts: {
      sv: {
        name: 'Fjordkryssning från Flåm',
        short_description: 'Glid genom den smala, världsarvslistade Nærøyfjorden på en tyst elbåt.',
        description:
          'Kryssningen lämnar Flåm och följer Aurlandsfjorden innan den svänger in i Nærøyfjorden, en av världens smalaste fjordar. Vattenfall störtar nerför bergväggar som reser sig mer än 1 200 meter över båten, och små gårdar klamrar sig fast på avsatserna. Hybridbåten går nästan ljudlöst, så att du hör vattnet och kanske får syn på sälar och tumlare. Guidningen sker på engelska, norska och tyska, och tur och retur tar ungefär två timmar.',
        meeting_point: 'Kajen i Flåm, biljettkontoret bredvid järnvägsstationen',
        highlights: [
          'Segla på världsarvet Nærøyfjorden',
          'Tyst hybridbåt med panoramafönster',
          'Vattenfall, fjällgårdar och sälar längs vägen',
          'Guidning på tre språk',
        ],
      },
      da: {
        name: 'Fjordkrydstogt fra Flåm',
        short_description:
          'Glid gennem den smalle Nærøyfjord, der står på UNESCO’s verdensarvsliste, i en stille elbåd.',
        description:
          'Turen starter i Flåm og følger Aurlandsfjorden, før den drejer ind i Nærøyfjorden, en af verdens smalleste fjorde. Vandfald styrter ned ad klipper, der rejser sig mere end 1.200 meter over båden, og små gårde klamrer sig til afsatserne. Hybridbåden sejler næsten lydløst, så du kan høre vandet og måske få øje på sæler og marsvin. Der fortælles på engelsk, norsk og tysk, og turen frem og tilbage tager omkring to timer.',
        meeting_point: 'Kajen i Flåm, billetkontoret ved siden af banegården',
        highlights: [
          'Sejl på verdensarven Nærøyfjorden',
          'Stille hybridbåd med panoramavinduer',
          'Vandfald, fjeldgårde og sæler undervejs',
          'Levende fortælling på tre sprog',
        ],
      },
      fi: {
        name: 'Vuonoristeily Flåmista',
        short_description:
          'Liu’u hiljaisella sähköaluksella kapealla Nærøyvuonolla, joka kuuluu UNESCOn maailmanperintöön.',
        description:
          'Risteily lähtee Flåmista ja seuraa Aurlandsvuonoa, kunnes se kääntyy Nærøyvuonolle, joka on yksi maailman kapeimmista vuonoista. Vesiputoukset syöksyvät alas jyrkänteiltä, jotka kohoavat yli 1 200 metriä aluksen yläpuolelle, ja pienet tilat tarrautuvat kallioiden hyllyille. Hybridialus kulkee lähes äänettömästi, joten kuulet veden liplatuksen ja saatat nähdä hylkeitä ja pyöriäisiä. Opastus on englanniksi, norjaksi ja saksaksi, ja meno-paluumatka kestää noin kaksi tuntia.',
        meeting_point: 'Flåmin satama, lipunmyynti rautatieaseman vieressä',
        highlights: [
          'Risteile maailmanperintökohde Nærøyvuonolla',
          'Hiljainen hybridialus panoraamaikkunoin',
          'Vesiputouksia, vuoristotiloja ja hylkeitä',
          'Opastus kolmella kielellä',
        ],
      },
    },
    options: [
      { sv: 'Förmiddagsavgång', da: 'Formiddagsafgang', fi: 'Aamupäivän lähtö' },
      { sv: 'Eftermiddagsavgång', da: 'Eftermiddagsafgang', fi: 'Iltapäivän lähtö' },
    ],
  },
  'ACT-FLAM-KAYAK': {
    texts: {
      sv: {
        name: 'Guidad kajaktur på Aurlandsfjorden',
        short_description:
          'Paddla ut från stranden i Flåm med en lokal guide och upplev fjorden från vattenytan.',
        description:
          'Efter en kort säkerhetsgenomgång på stranden i Flåm ger du dig ut i stabila enkel- eller dubbelkajaker längs Aurlandsfjorden. Guiden väljer rutt efter vind och väder, ofta mot de gamla gårdarna vid Fronneset, och berättar om livet vid fjorden. Ingen erfarenhet krävs, och de små grupperna ger tid för bilder och en varm dryck på land. Torrdräkter, paddeljackor och all annan utrustning ingår.',
        meeting_point: 'Stranden i Flåm, vid kajakcentret bredvid småbåtshamnen',
        highlights: [
          'Små grupper med högst 12 paddlare',
          'Ingen erfarenhet krävs',
          'Torrdräkt och all utrustning ingår',
          'Fikapaus på en lugn strand',
        ],
      },
      da: {
        name: 'Kajaktur med guide på Aurlandsfjorden',
        short_description:
          'Pagaj ud fra stranden i Flåm med en lokal guide, og oplev fjorden helt nede i vandhøjde.',
        description:
          'Efter en kort sikkerhedsinstruktion på stranden i Flåm sætter du ud i stabile enkelt- eller dobbeltkajakker langs Aurlandsfjorden. Guiden vælger ruten efter vind og vejr, ofte mod de gamle gårde ved Fronneset, og fortæller om livet ved fjorden. Det kræver ingen erfaring, og de små grupper giver tid til billeder og en varm drik på land. Tørdragter, padlejakker og alt andet udstyr er inkluderet.',
        meeting_point: 'Stranden i Flåm, ved kajakcentret ved siden af lystbådehavnen',
        highlights: [
          'Små grupper på højst 12 padlere',
          'Ingen erfaring nødvendig',
          'Tørdragt og alt udstyr inkluderet',
          'Kaffepause på en stille strand',
        ],
      },
      fi: {
        name: 'Opastettu melontaretki Aurlandsvuonolla',
        short_description:
          'Meloa paikallisen oppaan kanssa Flåmin rannasta ja näe vuono vedenpinnan tasolta.',
        description:
          'Lyhyen turvallisuusohjeistuksen jälkeen Flåmin rannalla lähdet vakailla yhden tai kahden hengen merikajakeilla Aurlandsvuonolle. Opas valitsee reitin tuulen ja sään mukaan, usein kohti Fronnesetin vanhoja tiloja, ja kertoo elämästä vuonon rannalla. Aiempaa kokemusta ei tarvita, ja pienissä ryhmissä ehtii kuvata ja nauttia lämpimän juoman rannalla. Kuivapuvut, melontatakit ja kaikki muut varusteet sisältyvät hintaan.',
        meeting_point: 'Flåmin ranta, kajakkikeskus venesataman vieressä',
        highlights: [
          'Pienet ryhmät, enintään 12 melojaa',
          'Kokemusta ei tarvita',
          'Kuivapuku ja kaikki varusteet sisältyvät',
          'Kahvitauko rauhallisella rannalla',
        ],
      },
    },
    options: [
      { sv: 'Halvdagspaddling', da: 'Halvdagstur i kajak', fi: 'Puolen päivän melonta' },
      { sv: 'Kvällspaddling', da: 'Aftentur i kajak', fi: 'Iltamelonta' },
    ],
  },
  'ACT-GEIR-RIB': {
    texts: {
      sv: {
        name: 'RIB-safari på Geirangerfjorden',
        short_description: 'Susa ut till vattenfallet De sju systrarna i en snabb ribbåt.',
        description:
          'Iklädd en varm flytdräkt kliver du ombord på en RIB i Geirangers hamn och far i full fart ut längs fjorden. Skepparen stannar precis nedanför vattenfallen De sju systrarna och Friaren och pekar ut de övergivna fjällgårdarna Knivsflå och Skageflå högt ovanför vattnet. Turen är en riktig adrenalinkick men kan tas i lugnare takt för barnfamiljer. Dräkter, handskar och glasögon lånas ut.',
        meeting_point: 'Geirangers hamn, den blå containern vid turistinformationen',
        highlights: [
          'De sju systrarna på nära håll',
          'Övergivna fjällgårdar på klipphyllorna',
          'Varma flytdräkter, handskar och glasögon ingår',
          'Passar barn från sex år',
        ],
      },
      da: {
        name: 'RIB-safari på Geirangerfjorden',
        short_description: 'Sus ud til vandfaldet De syv søstre i en hurtig RIB-båd.',
        description:
          'Iført en varm flydedragt går du om bord på en RIB i Geiranger havn og drøner ud ad fjorden. Skipperen stopper lige under vandfaldene De syv søstre og Frieren og peger på de forladte fjeldgårde Knivsflå og Skageflå højt over vandet. Turen er fuld af fart, men kan sejles i et roligere tempo for børnefamilier. Dragter, handsker og briller udleveres.',
        meeting_point: 'Geiranger havn, den blå container ved turistinformationen',
        highlights: [
          'De syv søstre helt tæt på',
          'Forladte fjeldgårde på klippeafsatserne',
          'Varme flydedragter, handsker og briller udleveres',
          'For børn fra seks år',
        ],
      },
      fi: {
        name: 'RIB-safari Geirangervuonolla',
        short_description: 'Kiidä nopealla RIB-veneellä Seitsemän sisaren vesiputoukselle.',
        description:
          'Lämpimään kelluntapukuun pukeuduttuasi nouset RIB-veneeseen Geirangerin satamassa ja kiidät vauhdilla pitkin vuonoa. Kippari pysähtyy aivan Seitsemän sisaren ja Kosijan vesiputousten alle ja näyttää korkealla veden yläpuolella olevat hylätyt Knivsflån ja Skageflån vuoristotilat. Kyyti on huikea, mutta lapsiperheille vauhtia voidaan hiljentää. Puvut, hanskat ja suojalasit saat meiltä.',
        meeting_point: 'Geirangerin satama, sininen kontti matkailuneuvonnan vieressä',
        highlights: [
          'Seitsemän sisaren vesiputous läheltä',
          'Hylätyt vuoristotilat jyrkänteillä',
          'Lämpimät kelluntapuvut, hanskat ja suojalasit',
          'Sopii yli kuusivuotiaille lapsille',
        ],
      },
    },
    options: [{ sv: 'Avgångar dagtid', da: 'Afgange i dagtimerne', fi: 'Päivälähdöt' }],
  },
  'ACT-TROMSO-AURORA': {
    texts: {
      sv: {
        name: 'Norrskensjakt med minibuss',
        short_description:
          'Följ den klaraste himlen ut från Tromsø i en liten grupp med en erfaren norrskensfotograf.',
        description:
          'Varje kväll studerar guiden moln- och norrskensprognoserna och bestämmer vart ni ska, ibland mot Kvaløya och ibland ända till finska gränsen. Ni åker i en bekväm minibuss med högst 16 gäster och stannar där himlen öppnar sig. Medan ni väntar på ljuset blir det lägereld med varm dryck och grillkorv, och guiden hjälper dig att ställa in kameran. Gratis porträttbilder under norrskenet skickas till dig dagen efter.',
        meeting_point: 'Utanför turistinformationen på Samuel Arnesens gate',
        highlights: [
          'Små grupper med högst 16 gäster',
          'Rutten väljs varje kväll efter moln- och norrskensprognos',
          'Lägereld, varm dryck och en lätt måltid',
          'Gratis porträttbilder under norrskenet',
        ],
      },
      da: {
        name: 'Nordlysjagt i minibus',
        short_description:
          'Følg den klareste himmel ud fra Tromsø i en lille gruppe med en erfaren nordlysfotograf.',
        description:
          'Hver aften studerer guiden sky- og nordlysprognoserne og beslutter, hvor I skal hen, nogle gange mod Kvaløya og andre gange helt til den finske grænse. I kører i en komfortabel minibus med højst 16 gæster og stopper, hvor himlen åbner sig. Mens I venter på lyset, er der bål med varme drikke og grillpølser, og guiden hjælper dig med at indstille kameraet. Gratis portrætbilleder under nordlyset bliver sendt til dig dagen efter.',
        meeting_point: 'Uden for turistinformationen i Samuel Arnesens gate',
        highlights: [
          'Små grupper på højst 16 gæster',
          'Ruten vælges hver aften ud fra sky- og nordlysprognoser',
          'Bål, varme drikke og et let måltid',
          'Gratis portrætbilleder under nordlyset',
        ],
      },
      fi: {
        name: 'Revontulijahti pikkubussilla',
        short_description:
          'Seuraa kirkkainta taivasta Tromssasta pienessä ryhmässä kokeneen revontulikuvaajan johdolla.',
        description:
          'Joka ilta opas tutkii pilvi- ja revontuliennusteet ja päättää, minne lähdetään, joskus kohti Kvaløyaa ja joskus aina Suomen rajalle asti. Matkustatte mukavalla pikkubussilla, jossa on enintään 16 vierasta, ja pysähdytte sinne, missä taivas aukeaa. Revontulia odotellessa nuotiolla on tarjolla lämpimiä juomia ja grillimakkaraa, ja opas auttaa sinua kameran säädöissä. Saat ilmaiset muotokuvat revontulten alla seuraavana päivänä.',
        meeting_point: 'Matkailuneuvonnan edessä, Samuel Arnesens gate',
        highlights: [
          'Pienet ryhmät, enintään 16 vierasta',
          'Reitti valitaan joka ilta pilvi- ja revontuliennusteen mukaan',
          'Nuotio, lämpimät juomat ja kevyt ateria',
          'Ilmaiset muotokuvat revontulten alla',
        ],
      },
    },
    options: [
      { sv: 'Kvällsjakt', da: 'Aftenjagt', fi: 'Iltajahti' },
      { sv: 'Fotojakt', da: 'Fotojagt', fi: 'Valokuvausjahti' },
    ],
  },
  'ACT-TROMSO-SLED': {
    texts: {
      sv: {
        name: 'Hundspann på Kvaløya',
        short_description:
          'Kör ditt eget spann av alaskan huskies genom de snötäckta dalarna väster om Tromsø.',
        description:
          'På kenneln på Kvaløya möts du av runt 200 ivriga alaskan huskies och ett lag av hundförare. Efter en lektion i styrning och bromsning delar två gäster på en släde och turas om att köra ett spann med sex hundar längs en 15 kilometer lång led genom björkskog och öppna dalar. Tillbaka i lägret serveras bidos, den samiska renköttsgrytan, vid elden i en lavvu. Varma vinterkläder och kängor lånas ut, och bussen till och från Tromsø centrum ingår.',
        meeting_point: 'Bussen avgår från turistinformationen på Samuel Arnesens gate',
        highlights: [
          'Kör ditt eget spann med sex hundar',
          'Gosa med huskyvalparna',
          'Traditionell bidos i en lavvu',
          'Vinterkläder och buss tur och retur ingår',
        ],
      },
      da: {
        name: 'Hundeslædetur på Kvaløya',
        short_description:
          'Styr dit eget spand af alaskan huskyer gennem de snedækkede dale vest for Tromsø.',
        description:
          'I kennelen på Kvaløya bliver du mødt af omkring 200 ivrige alaskan huskyer og et hold af musher-guider. Efter en lektion i at styre og bremse deler to gæster en slæde og skiftes til at køre et spand på seks hunde ad et 15 kilometer langt spor gennem birkeskov og åbne dale. Tilbage i lejren serveres bidos, den samiske rensdyrgryde, ved bålet i en lavvo. Varmt vintertøj og støvler udleveres, og bussen til og fra Tromsø centrum er inkluderet.',
        meeting_point: 'Bussen kører fra turistinformationen i Samuel Arnesens gate',
        highlights: [
          'Kør dit eget spand med seks hunde',
          'Kæletid med huskyhvalpene',
          'Traditionel bidos i en lavvo',
          'Vintertøj og bus tur-retur inkluderet',
        ],
      },
      fi: {
        name: 'Koiravaljakkoajelu Kvaløyalla',
        short_description: 'Aja omaa alaskanhuskyvaljakkoa Tromssan länsipuolen lumisissa laaksoissa.',
        description:
          'Kvaløyan kennelillä sinua tervehtii noin 200 innokasta alaskanhuskya ja joukko koiravaljakko-oppaita. Ohjaus- ja jarrutusopastuksen jälkeen kaksi vierasta jakaa reen ja ajaa vuorotellen kuuden koiran valjakkoa 15 kilometrin reitillä koivumetsän ja avoimien laaksojen halki. Leirissä nautitaan tulen ääressä lavvussa bidosta, perinteistä saamelaista poronlihakeittoa. Lämpimät talvivaatteet ja kengät saat lainaksi, ja bussikuljetus Tromssan keskustasta ja takaisin sisältyy hintaan.',
        meeting_point: 'Bussi lähtee matkailuneuvonnan edestä, Samuel Arnesens gate',
        highlights: [
          'Aja omaa kuuden koiran valjakkoa',
          'Rapsuttele huskynpentuja',
          'Perinteistä bidosta lavvussa',
          'Talvivaatteet ja bussikuljetus sisältyvät',
        ],
      },
    },
    options: [
      { sv: 'Förmiddagstur', da: 'Formiddagstur', fi: 'Aamupäivän ajelu' },
      { sv: 'Eftermiddagstur', da: 'Eftermiddagstur', fi: 'Iltapäivän ajelu' },
    ],
  },
  'ACT-TROMSO-WHALE': {
    texts: {
      sv: {
        name: 'Valsafari med tyst katamaran',
        short_description:
          'Spana efter späckhuggare och knölvalar i fjordarna norr om Tromsø ombord på en hybridkatamaran.',
        description:
          'Varje vinter följer späckhuggare och knölvalar sillen in i fjordarna i Nordnorge. Katamaranen lämnar Tromsøs hamn i gryningen och går över till eldrift när besättningen ser en blåst, så att valarna inte störs. En marinbiolog ombord berättar om djurens beteende, och i den uppvärmda salongen serveras varm soppa och kaffe. Valar kan aldrig garanteras, men ser du inga får du följa med på en ny tur utan kostnad.',
        meeting_point: 'Prostneset-kajen, vid Hurtigruten-terminalen',
        highlights: [
          'Späckhuggare och knölvalar i det vilda',
          'Tyst eldrift nära djuren',
          'Marinbiolog ombord',
          'Ny tur gratis om du inte ser några valar',
        ],
      },
      da: {
        name: 'Hvalsafari med lydløs katamaran',
        short_description:
          'Se efter spækhuggere og pukkelhvaler i fjordene nord for Tromsø om bord på en hybridkatamaran.',
        description:
          'Hver vinter følger spækhuggere og pukkelhvaler sildene ind i fjordene i Nordnorge. Katamaranen forlader Tromsø havn ved daggry og skifter til el, når besætningen ser et pust, så hvalerne ikke bliver forstyrret. En havbiolog om bord fortæller om dyrenes adfærd, og i den opvarmede salon serveres varm suppe og kaffe. Hvaler kan aldrig garanteres, men ser du ingen, kan du komme med på en ny tur uden beregning.',
        meeting_point: 'Prostneset-kajen, ved Hurtigruten-terminalen',
        highlights: [
          'Spækhuggere og pukkelhvaler i naturen',
          'Lydløs eldrift tæt på dyrene',
          'Havbiolog om bord',
          'Gratis ny tur, hvis du ikke ser hvaler',
        ],
      },
      fi: {
        name: 'Valassafari hiljaisella katamaraanilla',
        short_description:
          'Etsi miekkavalaita ja ryhävalaita Tromssan pohjoispuolen vuonoilta hybridikatamaraanin kyydissä.',
        description:
          'Joka talvi miekkavalaat ja ryhävalaat seuraavat silliä Pohjois-Norjan vuonoille. Katamaraani lähtee Tromssan satamasta aamun sarastaessa ja siirtyy sähkövoimalle, kun miehistö huomaa valaan puhalluksen, jotta eläimet eivät häiriinny. Aluksella oleva meribiologi kertoo valaiden käyttäytymisestä, ja lämmitetyssä salongissa tarjotaan kuumaa keittoa ja kahvia. Valaita ei voi koskaan taata, mutta jos et näe yhtään, pääset uudelle retkelle maksutta.',
        meeting_point: 'Prostnesetin laituri, Hurtigrutenin terminaalin vieressä',
        highlights: [
          'Miekkavalaita ja ryhävalaita luonnossa',
          'Äänetön sähkövoima eläinten lähellä',
          'Meribiologi mukana',
          'Uusi retki maksutta, jos valaita ei näy',
        ],
      },
    },
    options: [{ sv: 'Heldagssafari', da: 'Heldagssafari', fi: 'Koko päivän safari' }],
  },
  'ACT-LOFOTEN-RIB': {
    texts: {
      sv: {
        name: 'Havsörnssafari till Trollfjorden',
        short_description:
          'Åk RIB från Svolvær in i den smala Trollfjorden och se havsörnar dyka efter fisk.',
        description:
          'Från Svolværs hamn korsar ribbåten Raftsundet och glider in i Trollfjorden, knappt 100 meter bred vid mynningen och omgiven av bergväggar på över 1 000 meter. På vägen stannar skepparen vid klipporna där havsörnarna häckar, och med lite tur ser du dem dyka ner mot vattnet. Turen tar ungefär två timmar, och varma dräkter, handskar och glasögon ingår. Barn från sju år får följa med i sällskap av en vuxen.',
        meeting_point: 'Svolværs hamn, flytbryggan vid Torget',
        highlights: [
          'Den smala, branta Trollfjorden',
          'Havsörnar på nära håll',
          'Varma dräkter, handskar och glasögon ingår',
          'Barn från sju år är välkomna',
        ],
      },
      da: {
        name: 'Havørnesafari til Trollfjorden',
        short_description:
          'Sejl med RIB fra Svolvær ind i den smalle Trollfjord, og se havørne dykke efter fisk.',
        description:
          'Fra Svolvær havn krydser RIB-båden Raftsundet og glider ind i Trollfjorden, knap 100 meter bred ved mundingen og omgivet af fjeldvægge på over 1.000 meter. Undervejs stopper skipperen ved klipperne, hvor havørnene yngler, og med lidt held ser du dem styrtdykke mod vandet. Turen varer omkring to timer, og varme dragter, handsker og briller er inkluderet. Børn fra syv år kan komme med i følge med en voksen.',
        meeting_point: 'Svolvær havn, flydebroen ved Torget',
        highlights: [
          'Den smalle, stejle Trollfjord',
          'Havørne helt tæt på',
          'Varme dragter, handsker og briller inkluderet',
          'Børn fra syv år er velkomne',
        ],
      },
      fi: {
        name: 'Merikotkasafari Trollfjordille',
        short_description:
          'Kiidä RIB-veneellä Svolværista kapealle Trollfjordille ja katso, kun merikotkat syöksyvät kalaan.',
        description:
          'Svolværin satamasta RIB-vene ylittää Raftsundetin salmen ja liukuu Trollfjordille, jonka suu on tuskin 100 metriä leveä ja jota reunustavat yli 1 000 metriä korkeat seinämät. Matkalla kippari pysähtyy kallioille, joilla merikotkat pesivät, ja hyvällä onnella näet niiden syöksyvän veteen. Retki kestää noin kaksi tuntia, ja lämpimät puvut, hanskat ja suojalasit sisältyvät hintaan. Yli seitsemänvuotiaat lapset voivat osallistua aikuisen seurassa.',
        meeting_point: 'Svolværin satama, kelluva laituri Torgetin aukion vieressä',
        highlights: [
          'Kapea ja jyrkkäseinäinen Trollfjord',
          'Merikotkat läheltä',
          'Lämpimät puvut, hanskat ja suojalasit sisältyvät',
          'Yli seitsemänvuotiaat lapset tervetulleita',
        ],
      },
    },
    options: [
      { sv: 'Avgång dagtid', da: 'Afgang i dagtimerne', fi: 'Päivälähtö' },
      {
        sv: 'Egen båt för upp till sex',
        da: 'Privat båd til op til seks',
        fi: 'Yksityinen vene enintään kuudelle',
      },
    ],
  },
  'ACT-LOFOTEN-HIKE': {
    texts: {
      sv: {
        name: 'Guidad vandring upp på Festvågtind',
        short_description: 'Bestig granittoppen ovanför Henningsvær och se ut över Lofotens öar och hav.',
        description:
          'Festvågtind reser sig 541 meter rakt upp ur havet, strax utanför fiskeläget Henningsvær. Guiden leder dig uppför en brant och stenig stig förbi fjällsjön Heiavatnet till en klipphylla med utsikt över byn, det öppna havet och Vestvågøys taggiga toppar. Vandringen tar runt fyra timmar och passar vana vandrare med bra skor. På vintern anpassas rutten efter förhållandena, och broddar och stavar lånas ut.',
        meeting_point: 'Parkeringen vid Festvåg, på vägen till Henningsvær',
        highlights: [
          '541 meter hög topp rakt ovanför havet',
          'Utsikt över Henningsvær och det öppna havet',
          'Broddar och stavar lånas ut på vintern',
          'Grupper med högst tio vandrare',
        ],
      },
      da: {
        name: 'Vandretur med guide op på Festvågtind',
        short_description: 'Bestig granittoppen over Henningsvær, og nyd udsigten over Lofotens øer og hav.',
        description:
          'Festvågtind rejser sig 541 meter lige op af havet, lidt uden for fiskerlejet Henningsvær. Guiden fører dig op ad en stejl og stenet sti forbi fjeldsøen Heiavatnet til en klippeafsats med udsigt over byen, det åbne hav og Vestvågøys takkede tinder. Turen tager omkring fire timer og passer til vandrere i god form med gode sko. Om vinteren tilpasses ruten forholdene, og isbrodder og stave udleveres.',
        meeting_point: 'Parkeringspladsen ved Festvåg, på vejen til Henningsvær',
        highlights: [
          '541 meter høj top lige over havet',
          'Udsigt over Henningsvær og det åbne hav',
          'Isbrodder og stave udleveres om vinteren',
          'Grupper på højst ti vandrere',
        ],
      },
      fi: {
        name: 'Opastettu vaellus Festvågtindin huipulle',
        short_description:
          'Kiipeä Henningsværin yllä kohoavalle graniittihuipulle ja ihaile Lofoottien saaria ja merta.',
        description:
          'Festvågtind kohoaa 541 metriä suoraan merestä aivan Henningsværin kalastajakylän kupeessa. Opas johdattaa sinut jyrkkää ja kivikkoista polkua pitkin Heiavatnet-tunturijärven ohi kalliotasanteelle, jolta avautuu näkymä kylään, avomerelle ja Vestvågøyn sahalaitaisille huipuille. Vaellus kestää noin neljä tuntia ja sopii hyväkuntoisille kulkijoille, joilla on hyvät kengät. Talvella reittiä sovitetaan olosuhteiden mukaan, ja liukuesteet ja sauvat saat lainaksi.',
        meeting_point: 'Festvågin parkkipaikka, Henningsværiin vievän tien varrella',
        highlights: [
          '541 metrin huippu suoraan meren yllä',
          'Näkymät Henningsværiin ja avomerelle',
          'Liukuesteet ja sauvat lainaksi talvella',
          'Ryhmissä enintään kymmenen vaeltajaa',
        ],
      },
    },
    options: [
      { sv: 'Förmiddagsvandring', da: 'Formiddagstur', fi: 'Aamupäivän vaellus' },
      {
        sv: 'Privat vandring för upp till fyra',
        da: 'Privat tur for op til fire',
        fi: 'Yksityinen vaellus enintään neljälle',
      },
    ],
  },
}
