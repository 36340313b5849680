package main

// The word lists of the generator. Each language has real words (nouns and
// place names of the kind that appear in host names), written in lowercase
// NFC, and the top-level domains its names are registered under. A TLD
// listed twice is drawn twice as often.

// asciiWords are English words common in host names.
var asciiWords = []string{
	"news", "shop", "mail", "cloud", "data", "blog", "media", "tech", "home", "online",
	"world", "travel", "bank", "health", "games", "music", "photo", "video", "sport", "city",
	"green", "smart", "global", "digital", "market", "store", "web", "app", "soft", "link",
	"hub", "lab", "studio", "design", "group", "systems", "solutions", "services", "energy", "auto",
	"car", "house", "food", "coffee", "pizza", "book", "school", "college", "library", "museum",
	"hotel", "booking", "flight", "weather", "finance", "insurance", "law", "medical", "clinic", "pharmacy",
	"dental", "fitness", "yoga", "fashion", "beauty", "garden", "pet", "kids", "family", "local",
	"daily", "times", "post", "herald", "tribune", "radio", "tv", "stream", "play", "fun",
	"best", "top", "first", "new", "my", "the", "get", "go", "one", "pro",
	"plus", "max", "blue", "red", "sun", "star", "moon", "river", "lake", "mountain",
	"north", "south", "east", "west", "union", "national", "metro", "euro", "asia", "africa",
	"support", "help", "docs", "status", "portal", "account", "secure", "pay", "cart", "search",
	"maps", "analytics", "ads", "metrics", "images", "assets", "files", "download", "update", "mirror",
	"archive", "forum", "wiki", "jobs", "career", "realty", "homes", "rentals", "deals", "coupon",
	"print", "paper", "office", "legal", "trust", "capital", "partners", "ventures", "labs", "works",
}

// asciiSyllables make brand-like names ("zentrify", "kolabase").
var asciiSyllables = []string{
	"zen", "ko", "ta", "vi", "lo", "mi", "ra", "no", "sky", "flo", "tri", "quo", "nex", "vo",
	"fy", "ly", "ify", "ster", "base", "ware", "zilla", "io", "ix", "ora", "ant", "eon", "bit", "pix",
}

// asciiPrefixes are the first labels of host names, with their weights in
// per mille; the rest of the names have no prefix.
var asciiPrefixes = []struct {
	label  string
	weight int
}{
	{"www", 350}, {"mail", 50}, {"api", 50}, {"cdn", 40}, {"m", 30}, {"static", 30},
	{"app", 30}, {"blog", 20}, {"shop", 20}, {"img", 20}, {"login", 20}, {"dev", 10},
	{"docs", 10}, {"smtp", 10}, {"ns1", 10}, {"auth", 10},
}

// asciiTLDs are top-level (and public second-level) domains with their
// weights in per mille.
var asciiTLDs = []struct {
	tld    string
	weight int
}{
	{"com", 395}, {"net", 70}, {"org", 70}, {"de", 50}, {"co.uk", 40}, {"io", 30},
	{"ru", 30}, {"jp", 15}, {"co.jp", 10}, {"fr", 20}, {"com.br", 20}, {"info", 20},
	{"nl", 20}, {"it", 20}, {"pl", 20}, {"com.au", 20}, {"in", 20}, {"cn", 15},
	{"edu", 15}, {"gov", 10}, {"app", 10}, {"dev", 10}, {"ca", 15}, {"es", 15},
	{"ch", 10}, {"se", 10}, {"us", 10}, {"co", 10},
}

// cloudRegions and cloudServices make names of the form
// "s3.eu-west-1.amazonaws.com".
var cloudRegions = []string{
	"us-east-1", "us-east-2", "us-west-2", "eu-west-1", "eu-central-1", "ap-southeast-1",
	"ap-northeast-1", "sa-east-1", "eu-north-1", "ca-central-1",
}

var cloudServices = []string{"s3", "ec2", "compute", "lambda", "storage", "db", "queue", "cache"}

var cloudProviders = []string{"amazonaws.com", "cloudapp.net", "example-cloud.com", "hosting.net"}

// A language is one writing system's words, the ASCII TLDs its names are
// registered under and its own IDN TLDs.
type language struct {
	name   string
	weight int  // per mille of the IDN corpus
	cased  bool // has upper case, for the mixed-case variants
	rtl    bool // right-to-left: no ASCII label may start with a digit
	words  []string
	tlds   []string
}

var languages = []language{
	{
		name: "german", weight: 80, cased: true,
		words: []string{
			"bücher", "münchen", "köln", "düsseldorf", "nürnberg", "straße", "grüße", "möbel",
			"bäckerei", "schön", "über", "größe", "fußball", "müller", "zürich", "österreich",
			"käse", "blümchen", "gemüse", "brötchen", "tür", "schlüssel", "bücherei", "würzburg",
		},
		tlds: []string{"de", "de", "de", "at", "ch", "com", "net", "eu", "info"},
	},
	{
		name: "french", weight: 40, cased: true,
		words: []string{
			"café", "crème", "français", "élève", "hôtel", "château", "forêt", "théâtre",
			"noël", "garçon", "façade", "crêpe", "côte", "réservation", "santé", "école",
			"médecin", "épicerie", "fenêtre", "pâtisserie",
		},
		tlds: []string{"fr", "fr", "be", "ch", "ca", "com"},
	},
	{
		name: "iberian", weight: 35, cased: true,
		words: []string{
			"españa", "niño", "mañana", "señor", "jalapeño", "camión", "médico", "música",
			"corazón", "año", "coração", "ação", "informação", "pão", "são", "educação",
		},
		tlds: []string{"es", "es", "com.mx", "pt", "com.br", "com"},
	},
	{
		name: "central", weight: 35, cased: true,
		words: []string{
			"łódź", "kraków", "gdańsk", "żółw", "źródło", "wrocław", "poznań", "książka",
			"příklad", "žluťoučký", "český", "děkuji", "győr", "szőlő", "fűszer", "kávé",
		},
		tlds: []string{"pl", "pl", "cz", "hu", "sk", "eu"},
	},
	{
		name: "nordic", weight: 20, cased: true,
		words: []string{
			"göteborg", "malmö", "ørsted", "æble", "blåbær", "smörgås", "københavn", "tromsø",
			"ålesund", "sjöfart",
		},
		tlds: []string{"se", "no", "dk", "fi", "com"},
	},
	{
		name: "turkish", weight: 20, cased: true,
		words: []string{
			"türkiye", "şehir", "çiçek", "doğa", "ışık", "güneş", "öğrenci", "görüş",
		},
		tlds: []string{"com.tr", "com.tr", "tr", "com"},
	},
	{
		name: "vietnamese", weight: 20, cased: true,
		words: []string{
			"việt", "tiếng", "phở", "hà", "nội", "sài", "gòn", "điện", "thoại",
		},
		tlds: []string{"vn", "com.vn", "com"},
	},
	{
		name: "cyrillic", weight: 150, cased: true,
		words: []string{
			// Russian
			"пример", "россия", "москва", "почта", "магазин", "новости", "книги", "погода",
			"работа", "банк", "здоровье", "сайт", "блог", "музыка", "кино", "игры",
			"такси", "доставка", "цветы", "мебель", "ремонт", "недвижимость", "путешествия", "спорт",
			"образование", "правительство", "президент", "юрист", "школа", "детский", "сад", "аптека",
			// Ukrainian, Belarusian, Bulgarian, Serbian
			"україна", "київ", "новини", "львів", "одеса", "їжа", "беларусь", "мінск",
			"българия", "софия", "србија", "београд",
		},
		tlds: []string{"рф", "рф", "рф", "рус", "москва", "укр", "бел", "бг", "срб", "ru", "ru", "com", "ua", "by"},
	},
	{
		name: "greek", weight: 50, cased: true,
		words: []string{
			"ελλάδα", "παράδειγμα", "αθήνα", "θεσσαλονίκη", "ειδήσεις", "βιβλία", "καιρός", "ταξίδια",
			"φαγητό", "κρήτη", "θάλασσα", "ήλιος", "μουσική", "αγορά", "ξενοδοχείο", "εστιατόριο",
		},
		tlds: []string{"ελ", "ελ", "gr", "com", "ευ"},
	},
	{
		name: "arabic", weight: 70, rtl: true,
		words: []string{
			"مثال", "مصر", "السعودية", "امارات", "عربي", "اخبار", "كتب", "سوق",
			"موقع", "شبكة", "بنك", "تعليم", "صحة", "سفر", "مطعم", "القاهرة",
			"الرياض", "دبي", "عمان", "ایران", "فارسی", "کتاب",
		},
		tlds: []string{"مصر", "السعودية", "امارات", "عمان", "قطر", "ایران", "com", "net"},
	},
	{
		name: "hebrew", weight: 40, rtl: true,
		words: []string{
			"ישראל", "דוגמה", "חדשות", "ספרים", "קניות", "אתר", "בית", "שלום",
			"ירושלים", "חיפה", "מוזיקה", "ספורט", "מסעדה", "אוניברסיטה",
		},
		tlds: []string{"ישראל", "ישראל", "com", "co.il"},
	},
	{
		name: "devanagari", weight: 60,
		words: []string{
			"भारत", "उदाहरण", "हिंदी", "समाचार", "किताब", "दुकान", "नमस्ते", "संगीत",
			"दिल्ली", "मुंबई", "सरकार", "शिक्षा", "खेल", "मौसम", "यात्रा", "नेपाल",
		},
		tlds: []string{"भारत", "भारत", "भारतम्", "com", "in", "co.in"},
	},
	{
		name: "thai", weight: 50,
		words: []string{
			"ไทย", "ตัวอย่าง", "ข่าว", "ร้านค้า", "หนังสือ", "กรุงเทพ", "อาหาร", "เที่ยว",
			"โรงแรม", "สุขภาพ", "ธนาคาร", "รัฐบาล", "ดนตรี", "กีฬา",
		},
		tlds: []string{"ไทย", "ไทย", "co.th", "in.th", "com"},
	},
	{
		name: "chinese", weight: 150,
		words: []string{
			"中国", "例子", "新闻", "公司", "网络", "北京", "上海", "购物",
			"中文网", "广州", "深圳", "天气", "银行", "旅游", "美食", "音乐",
			"游戏", "教育", "政府", "手机", "台灣", "香港", "台北", "新聞", "網路", "中國",
		},
		tlds: []string{"中国", "中国", "中國", "公司", "网络", "在线", "台灣", "香港", "cn", "com", "com", "tw", "hk"},
	},
	{
		name: "hangul", weight: 80,
		words: []string{
			"한국", "예시", "뉴스", "쇼핑", "서울", "부산", "회사", "도메인",
			"대한민국", "인터넷", "음악", "여행", "날씨", "은행", "게임", "학교", "정부",
		},
		tlds: []string{"한국", "한국", "kr", "co.kr", "com"},
	},
	{
		name: "japanese", weight: 100,
		words: []string{
			"みんな", "テスト", "ニュース", "ショップ", "おもちゃ", "さくら", "ひらがな", "カタカナ",
			"東京", "大阪", "京都", "日本", "旅行", "ラーメン", "すし", "アニメ",
			"ゲーム", "天気", "会社", "ホテル", "おいしい", "ことば",
		},
		tlds: []string{"jp", "jp", "co.jp", "みんな", "コム", "com"},
	},
}
