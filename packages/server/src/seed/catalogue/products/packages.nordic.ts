import type { NordicTranslation } from './nordic-texts.js'

/** Swedish, Danish and Finnish for the packages the Nordic site sells. */
export const PACKAGES_NORDIC: Record<string, NordicTranslation> = {
  'PKG-FLAM-WEEKEND': {
    texts: {
      sv: {
        name: 'Fjordweekend i Flåm: hotell, kryssning och kajak',
        short_description:
          'Två nätter vid Aurlandsfjorden med en kryssning på Nærøyfjorden och en guidad kajaktur.',
        description:
          'Den här helgen samlar det bästa av Flåm i en enda bokning. Du bor två nätter på Flåm Fjordside Hotel med frukost. Första dagen kryssar du på världsarvet Nærøyfjorden med en tyst elbåt, och andra dagen paddlar du på Aurlandsfjorden med en lokal guide. Resten av tiden är din, för Flåmsbanan, en vandring eller bastun vid stranden.',
        meeting_point: 'Receptionen på Flåm Fjordside Hotel, Flåmsvegen 12',
        highlights: [
          'Två nätter vid fjorden med frukost',
          'Kryssning på Nærøyfjorden med elbåt',
          'Guidad kajaktur på Aurlandsfjorden',
          'Billigare än att boka var för sig',
        ],
      },
      da: {
        name: 'Fjordweekend i Flåm: hotel, krydstogt og kajak',
        short_description:
          'To nætter ved Aurlandsfjorden med et krydstogt på Nærøyfjorden og en kajaktur med guide.',
        description:
          'Denne weekend samler det bedste fra Flåm i én booking. Du bor to nætter på Flåm Fjordside Hotel med morgenmad. Første dag sejler du på verdensarven Nærøyfjorden i en stille elbåd, og anden dag padler du på Aurlandsfjorden med en lokal guide. Resten af tiden er din til Flåmsbanen, en vandretur eller saunaen ved bredden.',
        meeting_point: 'Receptionen på Flåm Fjordside Hotel, Flåmsvegen 12',
        highlights: [
          'To nætter ved fjorden med morgenmad',
          'Krydstogt på Nærøyfjorden i elbåd',
          'Kajaktur med guide på Aurlandsfjorden',
          'Billigere end at booke hver for sig',
        ],
      },
      fi: {
        name: 'Vuonoviikonloppu Flåmissa: hotelli, risteily ja melonta',
        short_description:
          'Kaksi yötä Aurlandsvuonon rannalla, Nærøyvuonon risteily ja opastettu melontaretki.',
        description:
          'Tämä viikonloppu kokoaa Flåmin parhaat palat yhteen varaukseen. Yövyt kaksi yötä Flåm Fjordside Hotelissa aamiaisen kera. Ensimmäisenä päivänä risteilet hiljaisella sähköaluksella maailmanperintökohde Nærøyvuonolla, ja toisena päivänä melot Aurlandsvuonolla paikallisen oppaan kanssa. Muun ajan voit käyttää Flåmin rautatiehen, vaellukseen tai rantasaunaan.',
        meeting_point: 'Flåm Fjordside Hotelin vastaanotto, Flåmsvegen 12',
        highlights: [
          'Kaksi yötä vuonon rannalla aamiaisineen',
          'Nærøyvuonon risteily sähköaluksella',
          'Opastettu melontaretki Aurlandsvuonolla',
          'Edullisempi kuin erikseen varattuna',
        ],
      },
    },
  },
  'PKG-TROMSO-AURORA': {
    texts: {
      sv: {
        name: 'Arktisk vinterresa: norrsken och hundspann',
        short_description: 'Tre nätter i Tromsø med norrskensjakt och en tur med hundspann.',
        description:
          'Bo tre nätter på Polar Harbour Hotel mitt i Tromsø, med frukost och norrskensväckning. En kväll tar en minibuss med en liten grupp dig bort från stadens ljus för att jaga norrsken, med lägereld och bilder. En annan dag kör du ditt eget hundspann genom Kvaløyas snötäckta dalar och äter en traditionell samisk gryta i en lavvu. Hotellet ligger på kajen, så det är enkelt att lägga till en valsafari eller linbanan.',
        meeting_point: 'Receptionen på Polar Harbour Hotel, Kaigata 6',
        highlights: [
          'Tre nätter på kajen med frukost',
          'Norrskensjakt med lägereld',
          'Hundspann med en samisk måltid',
          'Norrskensväckning på hotellet',
        ],
      },
      da: {
        name: 'Arktisk vinterferie: nordlys og hundeslæde',
        short_description: 'Tre nætter i Tromsø med nordlysjagt og en tur på hundeslæde.',
        description:
          'Bo tre nætter på Polar Harbour Hotel midt i Tromsø, med morgenmad og nordlysvækning. En aften kører en minibus med en lille gruppe dig væk fra byens lys på nordlysjagt, med bål og billeder. En anden dag styrer du dit eget hundespand gennem de snedækkede dale på Kvaløya og deler en traditionel samisk gryderet i en lavvo. Hotellet ligger på kajen, så det er nemt at tilføje en hvalsafari eller svævebanen.',
        meeting_point: 'Receptionen på Polar Harbour Hotel, Kaigata 6',
        highlights: [
          'Tre nætter på kajen med morgenmad',
          'Nordlysjagt med bål',
          'Hundeslædetur med et samisk måltid',
          'Nordlysvækning på hotellet',
        ],
      },
      fi: {
        name: 'Arktinen talviloma: revontulia ja huskyja',
        short_description: 'Kolme yötä Tromssassa, revontulijahti ja koiravaljakkoajelu.',
        description:
          'Yövy kolme yötä Polar Harbour Hotelissa Tromssan sydämessä, aamiainen ja revontuliherätys mukaan lukien. Yhtenä iltana pienryhmän pikkubussi vie sinut pois kaupungin valoista revontulijahtiin nuotion ja valokuvien kera. Toisena päivänä ajat omaa huskyvaljakkoa Kvaløyan lumisissa laaksoissa ja nautit perinteistä saamelaista keittoa lavvussa. Hotelli sijaitsee laiturilla, joten valassafarin tai köysiratamatkan lisääminen on helppoa.',
        meeting_point: 'Polar Harbour Hotelin vastaanotto, Kaigata 6',
        highlights: [
          'Kolme yötä laiturilla aamiaisineen',
          'Revontulijahti ja nuotio',
          'Koiravaljakkoajelu ja saamelainen ateria',
          'Revontuliherätys hotellissa',
        ],
      },
    },
  },
  'PKG-BERGEN-CITY': {
    texts: {
      sv: {
        name: 'Storstadsweekend i Bergen med skaldjursmiddag',
        short_description:
          'En natt vid hamnen på Bryggen, en femrätters skaldjursmiddag och en dag på akvariet.',
        description:
          'Den här korta resan är gjord för ett första besök i Bergen. Du bor en natt på Bryggen Harbour Hotel, några steg från världsarvet Bryggen, med skaldjursfrukost nästa morgon. På kvällen väntar ett bord på Bryggen Sjøbu med fem rätter fisk och skaldjur från kusten. I paketet ingår också en dagsbiljett till akvariet på Nordnes, en kort promenad längs hamnen.',
        meeting_point: 'Receptionen på Bryggen Harbour Hotel, Bryggen 43',
        highlights: [
          'En natt vid hamnen med frukost',
          'Femrätters skaldjursmiddag på Bryggen',
          'Dagsbiljett till akvariet på Nordnes',
          'Allt inom gångavstånd',
        ],
      },
      da: {
        name: 'Byferie i Bergen med skaldyrsmiddag',
        short_description:
          'En nat ved havnen på Bryggen, en skaldyrsmiddag på fem retter og en dag i akvariet.',
        description:
          'Denne korte ferie er skabt til et første besøg i Bergen. Du bor en nat på Bryggen Harbour Hotel, få skridt fra verdensarven Bryggen, med morgenmad med fisk og skaldyr næste morgen. Om aftenen venter et bord på Bryggen Sjøbu med fem retter fisk og skaldyr fra kysten. Pakken inkluderer også en dagsbillet til akvariet på Nordnes, en kort gåtur langs havnen.',
        meeting_point: 'Receptionen på Bryggen Harbour Hotel, Bryggen 43',
        highlights: [
          'En nat ved havnen med morgenmad',
          'Skaldyrsmiddag på fem retter på Bryggen',
          'Dagsbillet til akvariet på Nordnes',
          'Alt inden for gåafstand',
        ],
      },
      fi: {
        name: 'Kaupunkiloma Bergenissä ja kala-illallinen',
        short_description:
          'Yö sataman äärellä Bryggenillä, viiden ruokalajin kala- ja äyriäisillallinen ja päivä akvaariossa.',
        description:
          'Tämä lyhytloma on tehty ensimmäiseen Bergenin-vierailuun. Yövyt yhden yön Bryggen Harbour Hotelissa muutaman askeleen päässä maailmanperintökohde Bryggenistä, ja aamulla tarjolla on kala- ja äyriäisaamiainen. Illalla Bryggen Sjøbussa odottaa pöytä ja viisi ruokalajia rannikon kalaa ja äyriäisiä. Pakettiin kuuluu myös päivälippu Nordnesin akvaarioon, lyhyen kävelymatkan päähän satamaa pitkin.',
        meeting_point: 'Bryggen Harbour Hotelin vastaanotto, Bryggen 43',
        highlights: [
          'Yksi yö sataman äärellä aamiaisineen',
          'Viiden ruokalajin kala-illallinen Bryggenillä',
          'Päivälippu Nordnesin akvaarioon',
          'Kaikki kävelymatkan päässä',
        ],
      },
    },
  },
  'PKG-CPH-CANALS': {
    texts: {
      sv: {
        name: 'Kanalweekend i Köpenhamn',
        short_description: 'Två nätter i Nyhavn med en guidad cykeltur och en smørrebrødlunch.',
        description:
          'Upptäck Köpenhamn som lokalborna gör, på två hjul och runt ett lunchbord. Du bor två nätter på Nyhavn Canal Hotel med ekologisk frukost varje morgon. En guidad cykeltur tar dig från Nyhavn till Den lilla sjöjungfrun och Christiania, och efteråt väntar ett reserverat bord på Kanalkroen för en klassisk smørrebrødlunch. Under resten av vistelsen lånar du hotellets cyklar gratis.',
        meeting_point: 'Receptionen på Nyhavn Canal Hotel, Nyhavn 69',
        highlights: [
          'Två nätter i Nyhavn med frukost',
          'Guidad cykeltur genom staden',
          'Smørrebrødlunch på en historisk krog',
          'Gratis hotellcyklar under vistelsen',
        ],
      },
      da: {
        name: 'Kanalweekend i København',
        short_description: 'To nætter i Nyhavn med en cykeltur med guide og en smørrebrødsfrokost.',
        description:
          'Oplev København, som de lokale gør, på to hjul og omkring et frokostbord. Du bor to nætter på Nyhavn Canal Hotel med økologisk morgenmad hver morgen. En cykeltur med guide fører dig fra Nyhavn til Den Lille Havfrue og Christiania, og bagefter venter et reserveret bord på Kanalkroen til en klassisk smørrebrødsfrokost. Resten af opholdet kan du låne hotellets cykler gratis.',
        meeting_point: 'Receptionen på Nyhavn Canal Hotel, Nyhavn 69',
        highlights: [
          'To nætter i Nyhavn med morgenmad',
          'Cykeltur med guide gennem byen',
          'Smørrebrødsfrokost på en historisk kro',
          'Gratis hotelcykler under opholdet',
        ],
      },
      fi: {
        name: 'Kanavaviikonloppu Kööpenhaminassa',
        short_description: 'Kaksi yötä Nyhavnissa, opastettu pyöräretki ja smørrebrød-lounas.',
        description:
          'Tutustu Kööpenhaminaan paikallisten tapaan, kahdella pyörällä ja lounaspöydän ääressä. Yövyt kaksi yötä Nyhavn Canal Hotelissa, ja joka aamu tarjolla on luomuaamiainen. Opastettu pyöräretki vie sinut Nyhavnista Pienelle merenneidolle ja Christianiaan, ja sen jälkeen Kanalkroenissa odottaa varattu pöytä klassista smørrebrød-lounasta varten. Muun oleskelun ajan voit lainata hotellin pyöriä maksutta.',
        meeting_point: 'Nyhavn Canal Hotelin vastaanotto, Nyhavn 69',
        highlights: [
          'Kaksi yötä Nyhavnissa aamiaisineen',
          'Opastettu pyöräretki kaupungilla',
          'Smørrebrød-lounas historiallisessa krouvissa',
          'Hotellin pyörät maksutta koko oleskelun ajan',
        ],
      },
    },
  },
}
