import type { NordicTranslation } from './nordic-texts.js'

/** Swedish, Danish and Finnish for the Copenhagen and Stockholm hotels and the restaurants the Nordic site sells. */
export const STAYS_DINING_NORDIC: Record<string, NordicTranslation> = {
  'HOT-CPH-NYHAVN': {
    texts: {
      sv: {
        name: 'Nyhavn Canal Hotel',
        short_description: 'Hotell vid hamnen i ett före detta pakhus i den lugna änden av Nyhavn.',
        description:
          'Hotellet ligger i ett tegelpakhus från 1780-talet, där Nyhavnskanalen möter inre hamnen. Rummen har kvar de ursprungliga furubjälkarna och de tjocka väggarna, medan inredningen är ren dansk design. Från lobbyn når du Skuespilhuset, Amalienborgs slott och hamnbussarna på några minuter. Gästerna lånar cyklar gratis, och frukosten lagas på ekologiska råvaror från gårdar på Själland.',
        meeting_point: 'Receptionen, Nyhavn 69, 1051 København K',
        highlights: [
          'Utsikt över kanalen och hamnen',
          'Ursprungliga bjälkar och dansk design',
          'Gratis cyklar för gästerna',
          'Ekologisk frukost',
        ],
      },
      da: {
        name: 'Nyhavn Canal Hotel',
        short_description: 'Hotel ved havnen i et tidligere pakhus i den stille ende af Nyhavn.',
        description:
          'Hotellet ligger i et pakhus af mursten fra 1780’erne, hvor Nyhavnskanalen møder inderhavnen. Værelserne har bevaret de oprindelige fyrrebjælker og de tykke mure, mens indretningen er rent dansk design. Fra lobbyen går du på få minutter til Skuespilhuset, Amalienborg og havnebusserne. Gæsterne kan låne cykler gratis, og morgenmaden laves af økologiske råvarer fra gårde på Sjælland.',
        meeting_point: 'Receptionen, Nyhavn 69, 1051 København K',
        highlights: [
          'Udsigt over kanalen og havnen',
          'Originale bjælker og dansk design',
          'Gratis cykler til gæsterne',
          'Økologisk morgenmad',
        ],
      },
      fi: {
        name: 'Nyhavn Canal Hotel',
        short_description: 'Satamahotelli entisessä varastorakennuksessa Nyhavnin rauhallisessa päässä.',
        description:
          'Hotelli sijaitsee 1780-luvun tiilisessä varastorakennuksessa, jossa Nyhavnin kanava kohtaa sisäsataman. Huoneissa on säilytetty alkuperäiset mäntypalkit ja paksut seinät, kun taas sisustus on puhdasta tanskalaista designia. Aulasta kävelet muutamassa minuutissa Kuninkaalliseen näytelmäteatteriin, Amalienborgin linnaan ja satamabusseille. Vieraat voivat lainata pyöriä maksutta, ja aamiainen valmistetaan Seelannin tilojen luomuraaka-aineista.',
        meeting_point: 'Vastaanotto, Nyhavn 69, 1051 København K',
        highlights: [
          'Näkymät kanavalle ja satamaan',
          'Alkuperäiset palkit ja tanskalainen design',
          'Ilmaiset polkupyörät vieraille',
          'Luomuaamiainen',
        ],
      },
    },
    rooms: [
      {
        title: {
          sv: 'Dubbelrum mot gården',
          da: 'Dobbeltværelse mod gården',
          fi: 'Kahden hengen huone sisäpihalle',
        },
        description: {
          sv: 'Lugnt dubbelrum med synliga bjälkar, mot innergården.',
          da: 'Stille dobbeltværelse med synlige bjælker, ud mod gården.',
          fi: 'Rauhallinen kahden hengen huone sisäpihalle, näkyvät kattopalkit.',
        },
      },
      {
        title: {
          sv: 'Dubbelrum med kanalutsikt',
          da: 'Dobbeltværelse med kanaludsigt',
          fi: 'Kahden hengen huone kanavanäkymällä',
        },
        description: {
          sv: 'Dubbelrum med utsikt över Nyhavns färgglada hus och gamla båtar.',
          da: 'Dobbeltværelse med udsigt over Nyhavns farverige huse og gamle både.',
          fi: 'Kahden hengen huone, näkymä Nyhavnin värikkäisiin taloihin ja vanhoihin veneisiin.',
        },
      },
      {
        title: { sv: 'Hamnloft', da: 'Havneloft', fi: 'Satamaloft' },
        description: {
          sv: 'Loft i två plan med sovloft och fönster mot inre hamnen.',
          da: 'Loft i to planer med sovehems og vinduer ud mod inderhavnen.',
          fi: 'Kaksitasoinen loft, makuuparvi ja ikkunat sisäsatamaan.',
        },
      },
    ],
  },
  'HOT-STOCKHOLM-GAMLASTAN': {
    texts: {
      sv: {
        name: 'Gamla Stan Merchant’s House',
        short_description:
          'Boutiquehotell i ett köpmanshus från 1600-talet i en kullerstensgränd i Gamla stan.',
        description:
          'Hotellet ligger i ett köpmanshus från 1600-talet, några minuter från Kungliga slottet och Stortorget. Bakom de tjocka stenmurarna förenar rummen ursprungliga takbjälkar och kakelugnar med sköna sängar och moderna badrum. Frukosten serveras i det välvda källarvalvet, och på kvällen häller biblioteksbaren upp svensk gin och akvavit. Tunnelbanestationen Gamla stan och färjorna till Djurgården ligger på bekvämt gångavstånd.',
        meeting_point: 'Receptionen, Österlånggatan 21, 111 31 Stockholm',
        highlights: [
          '1600-talshus mitt i Gamla stan',
          'Frukost i ett välvt källarvalv',
          'Biblioteksbar med svensk gin',
          'Gångavstånd till Kungliga slottet och färjorna',
        ],
      },
      da: {
        name: 'Gamla Stan Merchant’s House',
        short_description:
          'Boutiquehotel i et købmandshus fra 1600-tallet i en brostensbelagt gyde i Stockholms gamle bydel.',
        description:
          'Hotellet ligger i et købmandshus fra 1600-tallet, få minutter fra Det Kongelige Slot og Stortorget. Bag de tykke stenmure kombinerer værelserne originale loftsbjælker og kakkelovne med gode senge og moderne badeværelser. Morgenmaden serveres i den hvælvede kælder, og om aftenen skænker biblioteksbaren svensk gin og akvavit. Metrostationen Gamla stan og færgerne til Djurgården ligger inden for kort gåafstand.',
        meeting_point: 'Receptionen, Österlånggatan 21, 111 31 Stockholm',
        highlights: [
          'Hus fra 1600-tallet midt i den gamle bydel',
          'Morgenmad i en hvælvet kælder',
          'Biblioteksbar med svensk gin',
          'Gåafstand til slottet og færgerne',
        ],
      },
      fi: {
        name: 'Gamla Stan Merchant’s House',
        short_description:
          'Boutique-hotelli 1600-luvun kauppiastalossa Tukholman vanhankaupungin mukulakivikujalla.',
        description:
          'Hotelli sijaitsee 1600-luvun kauppiastalossa muutaman minuutin päässä kuninkaanlinnasta ja Stortorgetin aukiolta. Paksujen kiviseinien takana huoneissa yhdistyvät alkuperäiset kattopalkit ja kaakeliuunit mukaviin sänkyihin ja moderneihin kylpyhuoneisiin. Aamiainen tarjoillaan holvikellarissa, ja illalla kirjastobaarissa kaadetaan ruotsalaista giniä ja akvaviittia. Gamla stanin metroasema ja Djurgårdenin lautat ovat helpon kävelymatkan päässä.',
        meeting_point: 'Vastaanotto, Österlånggatan 21, 111 31 Stockholm',
        highlights: [
          '1600-luvun talo vanhankaupungin sydämessä',
          'Aamiainen holvikellarissa',
          'Kirjastobaari ja ruotsalaista giniä',
          'Kävelymatka kuninkaanlinnaan ja lautoille',
        ],
      },
    },
    rooms: [
      {
        title: { sv: 'Mysigt dubbelrum', da: 'Hyggeligt dobbeltværelse', fi: 'Kodikas kahden hengen huone' },
        description: {
          sv: 'Kompakt rum med ursprungliga bjälkar, mot den lugna gården.',
          da: 'Kompakt værelse med originale bjælker, ud mod den stille gård.',
          fi: 'Kompakti huone alkuperäisin palkein, rauhalliselle sisäpihalle.',
        },
      },
      {
        title: {
          sv: 'Superior dubbelrum med kakelugn',
          da: 'Superior dobbeltværelse med kakkelovn',
          fi: 'Superior-huone kaakeliuunilla',
        },
        description: {
          sv: 'Större rum med en restaurerad kakelugn och fönster mot gränden.',
          da: 'Større værelse med en restaureret kakkelovn og vinduer ud mod gyden.',
          fi: 'Suurempi huone, entisöity kaakeliuuni ja ikkunat kujalle.',
        },
      },
      {
        title: { sv: 'Vindssvit', da: 'Tagsuite', fi: 'Ullakkosviitti' },
        description: {
          sv: 'Svit med två rum under takbjälkarna och utsikt över Gamla stans tak.',
          da: 'Suite med to rum under tagbjælkerne og udsigt over den gamle bydels tage.',
          fi: 'Kahden huoneen sviitti kattopalkkien alla, näkymä vanhankaupungin katoille.',
        },
      },
    ],
  },
  'RES-BERGEN-SJOBU': {
    texts: {
      sv: {
        name: 'Bryggen Sjøbu, fisk- och skaldjursrestaurang',
        short_description:
          'Fem rätter med fisk och skaldjur från fjorden och kusten i ett 300 år gammalt bryggehus på Bryggen.',
        description:
          'Bryggen Sjøbu serverar dagens fångst i ett timrat bryggehus som byggdes upp igen efter den stora branden 1702. Den fem rätter långa menyn följer årstiderna, från skaldjur från Hardanger och rimmad lax till torsk med smörsås och hjortron till efterrätt. Borden på övervåningen har utsikt över hamnen Vågen, och vinlistan lyfter fram små europeiska producenter. Vegetariska och allergianpassade menyer finns om du meddelar oss i förväg.',
        meeting_point: 'Bryggen 15, ingång från trägången',
        highlights: [
          'Femrätters säsongsmeny med fisk och skaldjur',
          '300 år gammalt bryggehus på Bryggen',
          'Hamnutsikt från övervåningen',
          'Vegetarisk meny på begäran',
        ],
      },
      da: {
        name: 'Bryggen Sjøbu, fiske- og skaldyrsrestaurant',
        short_description:
          'Fem retter med fisk og skaldyr fra fjord og kyst i et 300 år gammelt bryggehus på Bryggen.',
        description:
          'Bryggen Sjøbu serverer dagens fangst i et bryggehus af tømmer, der blev genopbygget efter den store brand i 1702. Menuen på fem retter følger årstiderne, fra skaldyr fra Hardanger og saltet laks til torsk med smørsauce og multebær til dessert. Bordene på første sal har udsigt over havnen Vågen, og vinkortet fremhæver små europæiske producenter. Vegetariske og allergivenlige menuer kan fås, hvis du giver os besked på forhånd.',
        meeting_point: 'Bryggen 15, indgang fra træpassagen',
        highlights: [
          'Sæsonmenu med fem retter fisk og skaldyr',
          '300 år gammelt bryggehus på Bryggen',
          'Havneudsigt fra første sal',
          'Vegetarisk menu efter ønske',
        ],
      },
      fi: {
        name: 'Bryggen Sjøbu, kala- ja äyriäisravintola',
        short_description:
          'Viisi ruokalajia vuonon ja rannikon kalaa ja äyriäisiä 300 vuotta vanhassa laiturirakennuksessa Bryggenillä.',
        description:
          'Bryggen Sjøbu tarjoilee päivän saalista hirsisessä laiturirakennuksessa, joka rakennettiin uudelleen vuoden 1702 suurpalon jälkeen. Viiden ruokalajin menu seuraa vuodenaikoja Hardangerin äyriäisistä ja suolatusta lohesta voikastikkeella tarjoiltuun turskaan ja jälkiruoaksi lakkoihin. Yläkerran pöydistä on näkymä Vågenin satamaan, ja viinilista suosii pieniä eurooppalaisia tuottajia. Kasvis- ja allergiaystävällisiä menuja on saatavilla, kun kerrot toiveestasi etukäteen.',
        meeting_point: 'Bryggen 15, sisäänkäynti puisesta käytävästä',
        highlights: [
          'Viiden ruokalajin sesonkimenu kalasta ja äyriäisistä',
          '300 vuotta vanha laiturirakennus Bryggenillä',
          'Satamanäkymä yläkerrasta',
          'Kasvismenu pyynnöstä',
        ],
      },
    },
    options: [
      { sv: 'Femrättersmeny', da: 'Menu med fem retter', fi: 'Viiden ruokalajin menu' },
      { sv: 'Meny med vinpaket', da: 'Menu med vinmenu', fi: 'Menu ja viinipaketti' },
    ],
  },
  'RES-OSLO-ELVEBREDD': {
    texts: {
      sv: {
        name: 'Elvebredd: nordisk avsmakningsmeny',
        short_description:
          'En avslappnad nynordisk avsmakningsmeny i ett före detta textilbruk vid Akerselva.',
        description:
          'Elvebredd ligger i bottenvåningen på ett textilbruk i rött tegel vid Akerselva, där älven fortfarande forsar förbi fönstren. Kocken Maja Nyhus lagar sju små rätter av det som svampplockare, fiskare och småbruk runt Oslofjorden levererar till köket just den veckan. Räkna med rätter som havskräfta med fermenterade plommon, renhjärta med enbär och gräddfilsglass med rabarber. Borden är för två gäster eller fler, och menyn betalas när du bokar.',
        meeting_point: 'Elvebredd, Nedre gate 7, vid Akerselva',
        highlights: [
          'Nynordisk avsmakningsmeny i sju rätter',
          'Före detta textilbruk vid älven',
          'Råvaror från små producenter runt Oslofjorden',
          'Naturvin till maten kan beställas',
        ],
      },
      da: {
        name: 'Elvebredd: nynordisk smagsmenu',
        short_description:
          'En afslappet nynordisk smagsmenu i et tidligere tekstilværk ved floden Akerselva.',
        description:
          'Elvebredd ligger i stueetagen af et tekstilværk af røde mursten ved Akerselva, hvor floden stadig bruser forbi vinduerne. Køkkenchef Maja Nyhus laver syv små retter af det, som sankere, fiskere og små gårde omkring Oslofjorden bringer til køkkenet den uge. Forvent retter som jomfruhummer med fermenterede blommer, rensdyrhjerte med enebær og creme fraiche-is med rabarber. Bordene er til to gæster eller flere, og menuen betales ved bookingen.',
        meeting_point: 'Elvebredd, Nedre gate 7, ved floden Akerselva',
        highlights: [
          'Nynordisk smagsmenu med syv retter',
          'Tidligere tekstilværk ved floden',
          'Råvarer fra små producenter ved Oslofjorden',
          'Naturvin til maden kan tilkøbes',
        ],
      },
      fi: {
        name: 'Elvebredd: uuspohjoismainen maistelumenu',
        short_description:
          'Rento uuspohjoismainen maistelumenu entisessä tekstiilitehtaassa Akerselva-joen varrella.',
        description:
          'Elvebredd toimii punatiilisen tekstiilitehtaan pohjakerroksessa Akerselvan rannalla, ja joki kuohuu yhä ikkunoiden ohi. Keittiömestari Maja Nyhus valmistaa seitsemän pientä annosta siitä, mitä keräilijät, kalastajat ja Oslonvuonon pientilat kyseisellä viikolla keittiöön tuovat. Luvassa on esimerkiksi keisarihummeria ja fermentoituja luumuja, poronsydäntä ja katajaa sekä smetanajäätelöä raparperin kera. Pöydät ovat vähintään kahdelle, ja menu maksetaan varauksen yhteydessä.',
        meeting_point: 'Elvebredd, Nedre gate 7, Akerselva-joen varrella',
        highlights: [
          'Seitsemän ruokalajin uuspohjoismainen maistelumenu',
          'Entinen tekstiilitehdas joen rannalla',
          'Raaka-aineet Oslonvuonon pientuottajilta',
          'Luonnonviinipaketti saatavilla',
        ],
      },
    },
    options: [
      { sv: 'Avsmakningsmeny', da: 'Smagsmenu', fi: 'Maistelumenu' },
      { sv: 'Avsmakningsmeny med vinpaket', da: 'Smagsmenu med vinmenu', fi: 'Maistelumenu ja viinipaketti' },
    ],
  },
  'RES-CPH-KANALKROEN': {
    texts: {
      sv: {
        name: 'Smørrebrød på Kanalkroen',
        short_description:
          'Klassiska danska smørrebrød i en krog vid kanalen från 1800-talet, till lunch eller middag.',
        description:
          'Kanalkroen har serverat smørrebrød till hamnarbetare, sjömän och kontorsfolk sedan 1896, och menyn har knappt förändrats. Välj bland mer än 20 pålägg på mörkt rågbröd, från inlagd sill och stekt rödspätta med remoulad till fläskstek med knaprig svål och rödkål. De lågt i tak rummen pryds av gamla skeppsmålningar, och på sommaren står det bord vid kanalen. En handpenning säkrar ditt bord och dras av från notan.',
        meeting_point: 'Kanalkroen, Gammel Strand 38, mittemot Christiansborg',
        highlights: [
          'Mer än 20 klassiska smørrebrød',
          'Historisk krog från 1896',
          'Bord vid kanalen på sommaren',
          'Danskt öl och akvavit',
        ],
      },
      da: {
        name: 'Smørrebrød på Kanalkroen',
        short_description:
          'Klassisk dansk smørrebrød i en kanalkro fra 1800-tallet, til frokost eller middag.',
        description:
          'Kanalkroen har serveret smørrebrød for havnearbejdere, sømænd og kontorfolk siden 1896, og menuen har knap nok ændret sig. Vælg mellem mere end 20 slags pålæg på mørkt rugbrød, fra marinerede sild og stegt rødspætte med remoulade til flæskesteg med sprøde svær og rødkål. De lavloftede stuer er prydet med gamle skibsmalerier, og om sommeren står der borde ved kanalen. Et depositum sikrer dit bord og trækkes fra regningen.',
        meeting_point: 'Kanalkroen, Gammel Strand 38, over for Christiansborg',
        highlights: [
          'Mere end 20 klassiske stykker smørrebrød',
          'Historisk kro fra 1896',
          'Borde ved kanalen om sommeren',
          'Dansk øl og akvavit',
        ],
      },
      fi: {
        name: 'Smørrebrødia Kanalkroenissa',
        short_description:
          'Klassisia tanskalaisia avoleipiä 1800-luvun kanavanrantakrouvissa lounaalla tai illallisella.',
        description:
          'Kanalkroen on tarjoillut avoleipiä satamatyöläisille, merimiehille ja toimistoväelle vuodesta 1896, eikä ruokalista ole juuri muuttunut. Valitse yli 20 täytteestä tummalla ruisleivällä maustesillistä ja paistetusta punakampelasta remouladen kera porsaanpaistiin, rapeaan kamaraan ja punakaaliin. Matalakattoisten huoneiden seinillä on vanhoja laivamaalauksia, ja kesällä pöytiä on kanavan varrella. Ennakkomaksu varmistaa pöytäsi, ja se vähennetään laskusta.',
        meeting_point: 'Kanalkroen, Gammel Strand 38, Christiansborgia vastapäätä',
        highlights: [
          'Yli 20 klassista smørrebrødia',
          'Historiallinen krouvi vuodelta 1896',
          'Kesällä pöytiä kanavan varrella',
          'Tanskalaista olutta ja akvaviittia',
        ],
      },
    },
    options: [
      { sv: 'Lunchbord', da: 'Frokostbord', fi: 'Lounaspöytä' },
      { sv: 'Middagsbord', da: 'Middagsbord', fi: 'Illallispöytä' },
    ],
  },
}
