import type { Locale } from '@jaunt/domain'

/** The chatbot's own fixed sentences; it invents no other text without a language model. */
export interface ChatbotWords {
  greeting: string
  found: string
  nothingFound: string
  modelUnavailable: string
  budgetSpent: string
  notAvailable: string
}

export const CHATBOT_WORDS: Record<Locale, ChatbotWords> = {
  en: {
    greeting: 'Hi! Ask me about the experiences and stays on this site.',
    found: 'Here is what I found on this site:',
    nothingFound: 'I could not find that on this site. Try other words, or browse the products.',
    modelUnavailable: 'The assistant cannot write an answer just now. Here is what I found on this site:',
    budgetSpent: 'This conversation has reached its length limit. Please start a new one.',
    notAvailable: 'The chatbot is not available on this site.',
  },
  no: {
    greeting: 'Hei! Spør meg om opplevelsene og overnattingene på dette nettstedet.',
    found: 'Dette fant jeg på dette nettstedet:',
    nothingFound: 'Jeg fant ikke det på dette nettstedet. Prøv andre ord, eller se produktene.',
    modelUnavailable: 'Assistenten kan ikke skrive et svar akkurat nå. Dette fant jeg på dette nettstedet:',
    budgetSpent: 'Denne samtalen har nådd sin lengdegrense. Start en ny.',
    notAvailable: 'Chatboten er ikke tilgjengelig på dette nettstedet.',
  },
  sv: {
    greeting: 'Hej! Fråga mig om upplevelserna och boendena på den här webbplatsen.',
    found: 'Det här hittade jag på webbplatsen:',
    nothingFound: 'Jag hittade inte det på webbplatsen. Prova andra ord eller bläddra bland produkterna.',
    modelUnavailable: 'Assistenten kan inte skriva ett svar just nu. Det här hittade jag på webbplatsen:',
    budgetSpent: 'Konversationen har nått sin längdgräns. Starta en ny.',
    notAvailable: 'Chattboten är inte tillgänglig på den här webbplatsen.',
  },
  hi: {
    greeting: 'नमस्ते! इस साइट के अनुभवों और ठहरने के बारे में मुझसे पूछें।',
    found: 'इस साइट पर मुझे यह मिला:',
    nothingFound: 'मुझे यह इस साइट पर नहीं मिला। दूसरे शब्द आज़माएँ, या उत्पाद देखें।',
    modelUnavailable: 'सहायक अभी उत्तर नहीं लिख सकता। इस साइट पर मुझे यह मिला:',
    budgetSpent: 'यह बातचीत अपनी सीमा तक पहुँच गई है। कृपया नई बातचीत शुरू करें।',
    notAvailable: 'इस साइट पर चैटबॉट उपलब्ध नहीं है।',
  },
  gu: {
    greeting: 'નમસ્તે! આ સાઇટના અનુભવો અને રોકાણ વિશે મને પૂછો.',
    found: 'આ સાઇટ પર મને આ મળ્યું:',
    nothingFound: 'મને તે આ સાઇટ પર મળ્યું નહીં. બીજા શબ્દો અજમાવો, અથવા ઉત્પાદનો જુઓ.',
    modelUnavailable: 'સહાયક હમણાં જવાબ લખી શકતો નથી. આ સાઇટ પર મને આ મળ્યું:',
    budgetSpent: 'આ વાતચીત તેની મર્યાદા સુધી પહોંચી ગઈ છે. કૃપા કરીને નવી શરૂ કરો.',
    notAvailable: 'આ સાઇટ પર ચેટબોટ ઉપલબ્ધ નથી.',
  },
  da: {
    greeting: 'Hej! Spørg mig om oplevelserne og overnatningerne på dette websted.',
    found: 'Det her fandt jeg på webstedet:',
    nothingFound: 'Jeg kunne ikke finde det på webstedet. Prøv andre ord, eller se produkterne.',
    modelUnavailable: 'Assistenten kan ikke skrive et svar lige nu. Det her fandt jeg på webstedet:',
    budgetSpent: 'Samtalen har nået sin længdegrænse. Start en ny.',
    notAvailable: 'Chatbotten er ikke tilgængelig på dette websted.',
  },
  de: {
    greeting: 'Hallo! Fragen Sie mich nach den Erlebnissen und Unterkünften auf dieser Website.',
    found: 'Das habe ich auf dieser Website gefunden:',
    nothingFound:
      'Das habe ich auf dieser Website nicht gefunden. Versuchen Sie andere Wörter oder sehen Sie sich die Angebote an.',
    modelUnavailable:
      'Der Assistent kann gerade keine Antwort schreiben. Das habe ich auf dieser Website gefunden:',
    budgetSpent: 'Dieses Gespräch hat seine Längengrenze erreicht. Bitte beginnen Sie ein neues.',
    notAvailable: 'Der Chatbot ist auf dieser Website nicht verfügbar.',
  },
  bg: {
    greeting: 'Здравейте! Питайте ме за преживяванията и настаняванията в този сайт.',
    found: 'Ето какво намерих в този сайт:',
    nothingFound: 'Не намерих това в този сайт. Опитайте с други думи или разгледайте продуктите.',
    modelUnavailable: 'Асистентът не може да напише отговор в момента. Ето какво намерих в този сайт:',
    budgetSpent: 'Този разговор достигна ограничението си. Моля, започнете нов.',
    notAvailable: 'Чатботът не е наличен в този сайт.',
  },
  nl: {
    greeting: 'Hallo! Vraag me naar de belevenissen en verblijven op deze site.',
    found: 'Dit heb ik op deze site gevonden:',
    nothingFound: 'Dat heb ik op deze site niet gevonden. Probeer andere woorden, of bekijk de producten.',
    modelUnavailable: 'De assistent kan nu geen antwoord schrijven. Dit heb ik op deze site gevonden:',
    budgetSpent: 'Dit gesprek heeft zijn lengtegrens bereikt. Begin een nieuw gesprek.',
    notAvailable: 'De chatbot is niet beschikbaar op deze site.',
  },
  ru: {
    greeting: 'Здравствуйте! Спросите меня о впечатлениях и проживании на этом сайте.',
    found: 'Вот что я нашёл на этом сайте:',
    nothingFound: 'Я не нашёл этого на сайте. Попробуйте другие слова или посмотрите предложения.',
    modelUnavailable: 'Ассистент сейчас не может написать ответ. Вот что я нашёл на этом сайте:',
    budgetSpent: 'Этот разговор достиг предела длины. Пожалуйста, начните новый.',
    notAvailable: 'Чат-бот недоступен на этом сайте.',
  },
  es: {
    greeting: '¡Hola! Pregúntame por las experiencias y estancias de este sitio.',
    found: 'Esto es lo que encontré en este sitio:',
    nothingFound: 'No encontré eso en este sitio. Prueba con otras palabras o mira los productos.',
    modelUnavailable:
      'El asistente no puede escribir una respuesta ahora. Esto es lo que encontré en este sitio:',
    budgetSpent: 'Esta conversación ha llegado a su límite de longitud. Empieza una nueva.',
    notAvailable: 'El chatbot no está disponible en este sitio.',
  },
  it: {
    greeting: 'Ciao! Chiedimi delle esperienze e dei soggiorni di questo sito.',
    found: 'Ecco cosa ho trovato su questo sito:',
    nothingFound: 'Non ho trovato questo sul sito. Prova altre parole o sfoglia i prodotti.',
    modelUnavailable: 'L’assistente non può scrivere una risposta ora. Ecco cosa ho trovato su questo sito:',
    budgetSpent: 'Questa conversazione ha raggiunto il limite di lunghezza. Iniziane una nuova.',
    notAvailable: 'Il chatbot non è disponibile su questo sito.',
  },
  fi: {
    greeting: 'Hei! Kysy minulta tämän sivuston elämyksistä ja majoituksista.',
    found: 'Löysin tältä sivustolta tämän:',
    nothingFound: 'En löytänyt sitä tältä sivustolta. Kokeile muita sanoja tai selaa tuotteita.',
    modelUnavailable: 'Avustaja ei voi kirjoittaa vastausta juuri nyt. Löysin tältä sivustolta tämän:',
    budgetSpent: 'Tämä keskustelu on saavuttanut pituusrajansa. Aloita uusi.',
    notAvailable: 'Chatbot ei ole käytettävissä tällä sivustolla.',
  },
  fr: {
    greeting: 'Bonjour ! Posez-moi vos questions sur les expériences et séjours de ce site.',
    found: 'Voici ce que j’ai trouvé sur ce site :',
    nothingFound: 'Je n’ai pas trouvé cela sur ce site. Essayez d’autres mots ou parcourez les produits.',
    modelUnavailable:
      'L’assistant ne peut pas rédiger de réponse pour l’instant. Voici ce que j’ai trouvé sur ce site :',
    budgetSpent: 'Cette conversation a atteint sa longueur maximale. Veuillez en commencer une nouvelle.',
    notAvailable: 'Le chatbot n’est pas disponible sur ce site.',
  },
}
