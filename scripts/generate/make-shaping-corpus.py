#!/usr/bin/env python3
"""Writes the shaping conformance corpus: per script, font subsets and HarfBuzz's glyphs for each string.

For each script (latin, cyrillic, greek, arabic, hebrew, thai, devanagari, bengali): real words and
sentences written here, combinations of them, and random sequences over the script's letters, marks and
digits (fixed seed; for Devanagari and Bengali half of them built as syllables: consonants with nukta and
virama conjuncts, a matra, a syllable modifier, joiners, and half free sequences that make broken
syllables, which HarfBuzz shows with a dotted circle as it does by default);
the Noto font is subset with fontTools to the characters used, keeping every layout feature, into
Tests/PixelproofTextTests/Shaping/Fonts/; `hb-shape` (Debian's libharfbuzz-bin, HarfBuzz 6.0) shapes
every string at a size of one em, and Tests/PixelproofTextTests/Shaping/Corpus/<script>.tsv holds
"text<TAB>hb-shape's text output" per line ([glyph=cluster@dx,dy+advance|...], glyph ids).

Usage: scripts/generate/make-shaping-corpus.py [folder with NotoSans*-Regular.ttf]
  (apt-get download fonts-noto-core && dpkg-deb -x fonts-noto-core_*.deb /tmp/noto)
"""
import os
import random
import subprocess
import sys
import tempfile

FONTS = sys.argv[1] if len(sys.argv) > 1 else "/tmp/noto/usr/share/fonts/truetype/noto"
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
OUT_FONTS = os.path.join(ROOT, "Tests", "PixelproofTextTests", "Shaping", "Fonts")
OUT_CORPUS = os.path.join(ROOT, "Tests", "PixelproofTextTests", "Shaping", "Corpus")
PER_SCRIPT = 2000


def chars(*ranges):
    result = []
    for r in ranges:
        if isinstance(r, tuple):
            result += [chr(c) for c in range(r[0], r[1] + 1)]
        else:
            result += list(r)
    return result


SCRIPTS = {
    "latin": dict(
        font="NotoSans-Regular.ttf", tag="latn", direction="ltr",
        letters=chars((0x61, 0x7A), (0x41, 0x5A), "àáâãäåçèéêëìíîïñòóôõöùúûüýÿßøæœłśźżčšžőűăđơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ"),
        marks=chars((0x300, 0x304), (0x306, 0x308), (0x30A, 0x30C), "\u0323\u0327\u0328\u031B"),
        digits=chars("0123456789.,;:!?'-() "),
        words="""water house garden window morning evening friend family people country language
 question answer because between through thought although children important different
 beautiful information government development university community environment
 naïveté coöperate fiancée piñata São Paulo Curaçao Besançon Genève Köln Düsseldorf Göteborg
 Malmö København Reykjavík Þórshöfn Bogotá Medellín Córdoba Sevilla Zaragoza Lisboa Coimbra
 œil cœur sœur bœuf Noël Jürgen Müller Schrödinger Gödel Erdős Poincaré Fréchet Cauchy
 Wrocław Gdańsk Szczecin Bydgoszcz żółw źdźbło gęś jaźń Brno Plzeň Žižkov Čeština Ďábel
 Hà Nội Đà Nẵng Huế Cần Thơ Hải Phòng Nha Trang tiếng nước người Việt Nam xin chào cảm ơn
 khỏe không được rồi trường học bạn bè gia đình thành phố ngôn ngữ
 affluent affidavit affix suffix traffic graffiti fiddle fiction fifty filter finance fjeld
 VAVA AWAY Tokyo Yvonne Wyoming Lloyd LTA PA TV WV P.A. F. T. Y. 1984 2026 3.14 (x) [y]
        the quick brown fox jumps over lazy dog office affine flow fjord waffle efficient
        AVATAR Type Wave Yes Toyota fluffy shuffle difficult Kafka Zürich naïve café déjà vu façade
        résumé jalapeño Ångström Straße Œuvre Łódź Kraków Přerov Tiếng Việt người phở Nguyễn đường
        hello world typography kerning ligature offset affluent officials baffle scaffold coffee
        Hamburg München Ærø Fjällräven smörgåsbord Dvořák Škoda Bùi Trần Hồ Chí Minh quả được
        workflow firefly cliffhanger stiff staff official fiery final flight fly floor fluid first""",
        sentences=["The quick brown fox jumps over the lazy dog.", "Waffles, coffee and fjords!",
                   "Tiếng Việt có dấu.", "AV WA To Ty Yo LT", "Efficient offices affirm (it)."],
    ),
    "cyrillic": dict(
        font="NotoSans-Regular.ttf", tag="cyrl", direction="ltr",
        letters=chars((0x410, 0x44F), "ЁёІіЇїЄєҐґЎўЈјЉљЊњЋћЏџ"),
        marks=chars("\u0301\u0306\u0308\u0300"),
        digits=chars("0123456789.,;:!?-() "),
        words="""дом вода земля небо солнце луна звезда дерево цветок река море гора лес поле
 город деревня улица дорога машина поезд самолёт корабль человек мужчина женщина ребёнок
 мать отец брат сестра друг любовь счастье время жизнь работа слово язык книга письмо
 Санкт-Петербург Новосибирск Екатеринбург Владивосток Київ Львів Одеса Харків Мінськ
 Гомель Београд Нови Сад Скопје Софія Пловдив Варна щедрость объявление разъезд въезд
 юг юность ящик эхо этаж цапля чай шум щётка ёж ёмкость їжа єдність ґудзик
        привет мир съешь ещё этих мягких французских булок да выпей чаю Москва
        Россия язык шрифт Україна Київ їжак ґанок Беларусь ўсё Србија Љубљана Њујорк ђак
        щука жизнь объём подъезд Тётя Ёлка гражданин хлеб вода школа книга учитель университет""",
        sentences=["Съешь же ещё этих мягких французских булок, да выпей чаю.", "Привет, мир!"],
    ),
    "greek": dict(
        font="NotoSans-Regular.ttf", tag="grek", direction="ltr",
        letters=chars((0x391, 0x3A1), (0x3A3, 0x3A9), (0x3B1, 0x3C9), "άέήίόύώϊϋΐΰΆΈΉΊΌΎΏ"),
        marks=chars("\u0301\u0308\u0313\u0314\u0342\u0345\u0300"),
        digits=chars("0123456789.,;:!-() "),
        words="""νερό σπίτι κήπος παράθυρο πρωί βράδυ φίλος οικογένεια άνθρωποι χώρα γλώσσα
 ερώτηση απάντηση επειδή μεταξύ σημαντικό διαφορετικό όμορφο πληροφορία κυβέρνηση
 πανεπιστήμιο κοινότητα περιβάλλον Πελοπόννησος Κρήτη Ρόδος Κέρκυρα Σαντορίνη Μύκονος
 Ὅμηρος Ἰλιάς Ὀδύσσεια ἄνθρωπος ψυχὴ λόγος ἀρετή ἡμέρα ᾠδή ῥήτωρ
        καλημέρα κόσμε Ελλάδα Αθήνα γλώσσα αλφάβητο ψυχή ξενοδοχείο ευχαριστώ
        φιλοσοφία Θεσσαλονίκη δημοκρατία ελευθερία θάλασσα ήλιος νύχτα ώρα ούτε αϋπνία προϊόν""",
        sentences=["Ξεσκεπάζω την ψυχοφθόρα βδελυγμία.", "Καλημέρα, κόσμε!"],
    ),
    "arabic": dict(
        font="NotoSansArabic-Regular.ttf", tag="arab", direction="rtl",
        letters=chars((0x621, 0x63A), (0x641, 0x64A), "\u067E\u0686\u0698\u06AF\u06A9\u06CC\u0640"),
        marks=chars((0x64B, 0x652), "\u0670\u0654\u0655"),
        digits=chars((0x660, 0x669), "\u060C\u061F \u200C\u200D"),
        words="""ماء بيت حديقة نافذة صباح مساء صديق عائلة ناس بلد سؤال جواب لأن بين خلال
 مهم مختلف جميل معلومات حكومة تنمية مجتمع بيئة القاهرة دمشق بغداد الرياض بيروت عمان
 تونس الجزائر الرباط الخرطوم صنعاء مسقط الدوحة الكويت المنامة أبوظبي طهران كابل
 لله للغة الأم لأجل لإسلام فى في على إلى عن مع هذا هذه ذلك تلك الذي التي
 قُرْآن سَلَامٌ مُحَمَّدٌ عَلَيْكُمْ شُكْرًا مَعَ السَّلَامَة
        السلام عليكم مرحبا بالعالم اللغة العربية كتاب مدرسة محمد الله بسم الرحمن الرحيم
        شمس قمر بيت سيارة طالب جامعة مكتبة قلم ورقة سلام لا إله إلا هو فارسی کتاب گل چشم
        مَدْرَسَةٌ كِتَابٌ عَرَبِيّ ـــ لـ بـيـت""",
        sentences=["بسم الله الرحمن الرحيم", "اللغة العربية جميلة", "نص حكيم له سر قاطع وذو شأن عظيم"],
    ),
    "hebrew": dict(
        font="NotoSansHebrew-Regular.ttf", tag="hebr", direction="rtl",
        letters=chars((0x5D0, 0x5EA)),
        marks=chars((0x5B0, 0x5BC), "\u05C1\u05C2\u05BF\u05C7"),
        digits=chars("0123456789.,-  "),
        words="""מים בית גן חלון בוקר ערב חבר משפחה אנשים ארץ שפה שאלה תשובה כי בין חשוב
 שונה יפה מידע ממשלה אוניברסיטה קהילה סביבה חיפה באר שבע אילת נצרת טבריה צפת
 יְרוּשָׁלַיִם תּוֹרָה מִצְוָה שַׁבָּת חַג פֶּסַח סֻכּוֹת חֲנֻכָּה
        שלום עולם עברית ספר בית ירושלים תל אביב מים שמש ילד ילדה אהבה תודה בְּרֵאשִׁית
        בָּרָא אֱלֹהִים אֵת הַשָּׁמַיִם וְאֵת הָאָרֶץ שָׁלוֹם סֵפֶר""",
        sentences=["בְּרֵאשִׁית בָּרָא אֱלֹהִים", "שלום עולם"],
    ),
    "thai": dict(
        font="NotoSansThai-Regular.ttf", tag="thai", direction="ltr",
        letters=chars((0xE01, 0xE2E), "\u0E30\u0E32\u0E33\u0E40\u0E41\u0E42\u0E43\u0E44\u0E45\u0E2F\u0E46"),
        marks=chars("\u0E31", (0xE34, 0xE3A), (0xE47, 0xE4E)),
        digits=chars((0xE50, 0xE59), " "),
        words="""บ้าน น้ำ ไฟ ลม ดิน ต้นไม้ ดอกไม้ แม่น้ำ ทะเล ภูเขา ป่าไม้ ทุ่งนา เมือง หมู่บ้าน
 ถนน รถยนต์ รถไฟ เครื่องบิน เรือ คน ผู้ชาย ผู้หญิง เด็ก แม่ พ่อ พี่ น้อง เพื่อน ความรัก
 ความสุข เวลา ชีวิต งาน คำพูด ภาษา หนังสือ จดหมาย เชียงใหม่ ภูเก็ต ขอนแก่น อยุธยา
 สุโขทัย ฤๅษี ศึกษา ปัญญา ธรรมชาติ วัฒนธรรม ประวัติศาสตร์ เศรษฐกิจ อำนาจ สำคัญ
        สวัสดี ภาษาไทย ประเทศไทย กรุงเทพ ขอบคุณ น้ำ ทำ จำ คำ ที่ นี่ ไม่ ได้ ผู้ใหญ่ ปู่
        ฤดู ฟ้า ป่า ฝ้าย ญี่ปุ่น เด็ก ช้าง ม้า ใจ กิน ข้าว รัก เรียน หนังสือ โรงเรียน มหาวิทยาลัย
        ก็ ปั้น ที่สุด กำลัง ต่ำ น้ำใจ""",
        sentences=["สวัสดีครับ", "ภาษาไทยง่ายนิดเดียว", "น้ำตาลทำให้หวาน"],
    ),
    "devanagari": dict(
        font="NotoSansDevanagari-Regular.ttf", tag="deva", direction="ltr",
        consonants=chars((0x915, 0x939), "\u0958\u0959\u095A\u095B\u095C\u095D\u095E\u095F"),
        vowels=chars((0x905, 0x914)),
        matras=chars((0x93E, 0x94C), "\u0962\u0963"),
        modifiers=chars("\u0901\u0902\u0903"),
        nukta="\u093C", virama="\u094D", ra="\u0930",
        letters=chars((0x915, 0x939), (0x905, 0x914)),
        marks=chars((0x93E, 0x94D), "\u0901\u0902\u0903\u093C"),
        digits=chars((0x966, 0x96F), " "),
        words="""नमस्ते नमस्कार धन्यवाद शुक्रिया स्वागत कृपया माफ़ कीजिए हाँ नहीं ठीक है अच्छा बहुत
 एक दो तीन चार पाँच छह सात आठ नौ दस बीस पचास सौ हज़ार लाख करोड़ पहला दूसरा तीसरा
 सोमवार मंगलवार बुधवार गुरुवार शुक्रवार शनिवार रविवार आज कल परसों सुबह दोपहर शाम रात
 जनवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर दिसंबर साल महीना हफ़्ता
 भारत दिल्ली मुंबई कोलकाता चेन्नई बेंगलुरु हैदराबाद पुणे जयपुर लखनऊ वाराणसी पटना भोपाल
 अहमदाबाद चंडीगढ़ श्रीनगर अमृतसर ऋषिकेश हरिद्वार प्रयागराज गंगा यमुना हिमालय राजस्थान
 करना होना जाना आना खाना पीना सोना देखना सुनना बोलना पढ़ना लिखना समझना चलना बैठना
 रहना मिलना देना लेना सीखना सिखाना खेलना गाना नाचना सोचना पूछना बताना खरीदना बेचना
 माँ पिता भाई बहन दादा दादी नाना नानी बेटा बेटी पति पत्नी दोस्त मित्र परिवार बच्चा
 पानी खाना रोटी चावल दाल सब्ज़ी फल दूध चाय कॉफ़ी चीनी नमक मिर्च घी मक्खन दही
 घर स्कूल विद्यालय विश्वविद्यालय अस्पताल बाज़ार दुकान मंदिर मस्जिद गुरुद्वारा रेलवे स्टेशन
 प्रधानमंत्री राष्ट्रपति सरकार लोकतंत्र स्वतंत्रता संविधान न्यायालय क्षेत्र विज्ञान प्रौद्योगिकी
 शिक्षा स्वास्थ्य अर्थव्यवस्था पर्यावरण संस्कृति साहित्य इतिहास भूगोल गणित भौतिकी रसायन
 क्षमा ज्ञान त्रिकोण श्रम द्वार द्वितीय कृष्ण राम सीता हनुमान गणेश शिव पार्वती लक्ष्मी
 प्रेम प्यार दिल ख़ुशी दुख डर ग़ुस्सा उम्मीद सपना ज़िंदगी दुनिया आसमान धरती सूरज चाँद तारा
 कार्य अर्थ धर्म कर्म सूर्य पूर्व उत्तर दक्षिण पश्चिम मध्य वर्ष वर्षा पर्व गर्म शर्म
 ट्रेन प्रश्न उत्तर ग्रह क्रम प्रकार ड्रामा ट्रक द्रव्य ह्रदय हृदय श्रद्धा विद्वान शुद्ध बुद्ध
 कुत्ता बिल्ली गाय घोड़ा हाथी शेर बंदर चिड़िया मछली साँप ऊँट बकरी मोर तोता कबूतर
 किताब कलम काग़ज़ मेज़ कुर्सी दरवाज़ा खिड़की कमरा रसोई बिस्तर कपड़ा जूता टोपी घड़ी
 ॐ ऋतु ऐनक औरत ओर ईश्वर ऊपर इधर उधर अंदर बाहर अँधेरा ऑफ़िस डॉक्टर""",
        sentences=["नमस्ते, आप कैसे हैं?", "मेरा नाम राम है।", "मैं हिंदी सीख रहा हूँ।",
                   "भारत एक विशाल देश है।", "आज मौसम बहुत अच्छा है।", "क्या आप मेरी मदद कर सकते हैं?",
                   "यह किताब बहुत दिलचस्प है।", "हम कल दिल्ली जाएँगे।", "सत्यमेव जयते",
                   "वसुधैव कुटुम्बकम्", "धन्यवाद, फिर मिलेंगे!", "१२३४ ५६७८९०",
                   # An independent vowel and a matra that look like another vowel: HarfBuzz puts a
                   # dotted circle between them (its vowel constraints).
                   "अा", "अॅ", "आॅ", "उु", "एॅ", "र्इ", "अो कअा"],
    ),
    "bengali": dict(
        font="NotoSansBengali-Regular.ttf", tag="beng", direction="ltr",
        consonants=chars((0x995, 0x9A8), (0x9AA, 0x9B0), "\u09B2\u09B6\u09B7\u09B8\u09B9\u09DC\u09DD\u09DF\u09CE"),
        vowels=chars((0x985, 0x98C), "\u098F\u0990\u0993\u0994"),
        matras=chars("\u09BE\u09BF\u09C0\u09C1\u09C2\u09C3\u09C7\u09C8\u09CB\u09CC\u09D7"),
        modifiers=chars("\u0981\u0982\u0983"),
        nukta="\u09BC", virama="\u09CD", ra="\u09B0",
        letters=chars((0x995, 0x9A8), (0x9AA, 0x9B0), "\u09B2\u09B6\u09B7\u09B8\u09B9", (0x985, 0x98C)),
        marks=chars("\u09BE\u09BF\u09C0\u09C1\u09C2\u09C3\u09C7\u09C8\u09CB\u09CC\u09CD\u0981\u0982\u0983\u09BC"),
        digits=chars((0x9E6, 0x9EF), " "),
        words="""নমস্কার ধন্যবাদ স্বাগতম দয়া করে দুঃখিত হ্যাঁ না ঠিক আছে ভালো খুব আপনি তুমি আমি
 এক দুই তিন চার পাঁচ ছয় সাত আট নয় দশ বিশ পঞ্চাশ একশো হাজার লক্ষ কোটি প্রথম দ্বিতীয় তৃতীয়
 সোমবার মঙ্গলবার বুধবার বৃহস্পতিবার শুক্রবার শনিবার রবিবার আজ কাল পরশু সকাল দুপুর বিকেল সন্ধ্যা রাত
 জানুয়ারি ফেব্রুয়ারি মার্চ এপ্রিল মে জুন জুলাই আগস্ট সেপ্টেম্বর অক্টোবর নভেম্বর ডিসেম্বর বছর মাস সপ্তাহ
 বাংলাদেশ ভারত ঢাকা কলকাতা চট্টগ্রাম সিলেট খুলনা রাজশাহী বরিশাল রংপুর ময়মনসিংহ কুমিল্লা শিলিগুড়ি
 পদ্মা মেঘনা যমুনা ব্রহ্মপুত্র সুন্দরবন কক্সবাজার হিমালয় পশ্চিমবঙ্গ ত্রিপুরা আসাম
 করা হওয়া যাওয়া আসা খাওয়া পান করা ঘুমানো দেখা শোনা বলা পড়া লেখা বোঝা চলা বসা থাকা
 পাওয়া দেওয়া নেওয়া শেখা শেখানো খেলা গাওয়া নাচা ভাবা জিজ্ঞেস কেনা বেচা রান্না
 মা বাবা ভাই বোন দাদা দিদি ঠাকুরমা ঠাকুরদা ছেলে মেয়ে স্বামী স্ত্রী বন্ধু পরিবার শিশু
 জল পানি ভাত রুটি ডাল সবজি মাছ মাংস ফল দুধ চা কফি চিনি লবণ মিষ্টি দই রসগোল্লা
 বাড়ি স্কুল বিদ্যালয় বিশ্ববিদ্যালয় হাসপাতাল বাজার দোকান মন্দির মসজিদ গির্জা স্টেশন
 প্রধানমন্ত্রী রাষ্ট্রপতি সরকার গণতন্ত্র স্বাধীনতা সংবিধান আদালত ক্ষেত্র বিজ্ঞান প্রযুক্তি
 শিক্ষা স্বাস্থ্য অর্থনীতি পরিবেশ সংস্কৃতি সাহিত্য ইতিহাস ভূগোল গণিত পদার্থবিদ্যা রসায়ন
 ক্ষমা জ্ঞান ত্রিভুজ শ্রম দ্বার কৃষ্ণ রাম সীতা দুর্গা কালী লক্ষ্মী সরস্বতী গণেশ শিব
 প্রেম ভালোবাসা হৃদয় সুখ দুঃখ ভয় রাগ আশা স্বপ্ন জীবন পৃথিবী আকাশ মাটি সূর্য চাঁদ তারা
 কার্য অর্থ ধর্ম কর্ম পূর্ব উত্তর দক্ষিণ পশ্চিম মধ্য বর্ষা পর্ব গর্ব তর্ক
 ট্রেন প্রশ্ন উত্তর গ্রহ ক্রম প্রকার ড্রাম ট্রাক দ্রব্য শ্রদ্ধা বিদ্বান শুদ্ধ বুদ্ধ
 কুকুর বিড়াল গরু ঘোড়া হাতি বাঘ বানর পাখি মাছ সাপ উট ছাগল ময়ূর টিয়া পায়রা
 বই কলম কাগজ টেবিল চেয়ার দরজা জানালা ঘর রান্নাঘর বিছানা কাপড় জুতা টুপি ঘড়ি
 ঋতু ঐতিহ্য ঔষধ ওষুধ ঈশ্বর ঊর্ধ্ব এখানে ওখানে ভিতরে বাইরে অন্ধকার অফিস ডাক্তার
 কোথায় কেমন কেন কখন কত কোনটা একটি দুটি রবীন্দ্রনাথ ঠাকুর নজরুল সত্যজিৎ বিদ্যাসাগর
 য়ে কৌতূহল গৌরব মৌমাছি যৌথ বৌদ্ধ চৌদ্দ পৌষ লোক শোক বোকা রক্ত শক্তি ব্যক্তি""",
        sentences=["নমস্কার, আপনি কেমন আছেন?", "আমার নাম রবি।", "আমি বাংলা শিখছি।",
                   "বাংলাদেশ একটি সুন্দর দেশ।", "আজ আবহাওয়া খুব ভালো।", "আপনি কি আমাকে সাহায্য করতে পারবেন?",
                   "এই বইটি খুব মজার।", "আমরা কাল ঢাকা যাব।", "আমার সোনার বাংলা, আমি তোমায় ভালোবাসি।",
                   "ধন্যবাদ, আবার দেখা হবে!", "১২৩৪ ৫৬৭৮৯০", "অা", "ঋৃ", "কঅা"],
    ),
}


def indic_syllable(spec, rng):
    """One syllable as Indic text is written: an optional reph, consonants joined by virama (with
    nukta now and then), a matra or a final virama, a syllable modifier; or an independent vowel."""
    if rng.random() < 0.12:
        return rng.choice(spec["vowels"]) + (rng.choice(spec["modifiers"]) if rng.random() < 0.3 else "")
    text = spec["ra"] + spec["virama"] if rng.random() < 0.12 else ""
    for i in range(rng.choice([1, 1, 1, 2, 2, 3])):
        if i:
            text += spec["virama"]
            text += rng.choice(["", "", "", "", "\u200D", "\u200C"])
        text += rng.choice(spec["consonants"] + [spec["ra"]] * 3)
        if rng.random() < 0.08:
            text += spec["nukta"]
    roll = rng.random()
    if roll < 0.55:
        text += rng.choice(spec["matras"])
    elif roll < 0.65:
        text += spec["virama"]
    if rng.random() < 0.2:
        text += rng.choice(spec["modifiers"])
    return text


def indic_random(spec, rng, dense):
    if not dense:
        return "".join(indic_syllable(spec, rng) for _ in range(rng.randint(1, 4)))
    # Free sequences: marks where a syllable does not allow them make broken syllables; independent
    # vowels are left out here (a vowel followed by some matras gets HarfBuzz's vowel constraints).
    pool = (spec["consonants"] * 3 + spec["matras"] * 2 + spec["modifiers"] + [spec["virama"]] * 3
            + [spec["nukta"], "\u200C", "\u200D"] + spec["digits"])
    return "".join(rng.choice(pool) for _ in range(rng.randint(2, 9)))


def strings_for(name, spec, rng):
    words = spec["words"].split()
    result = list(dict.fromkeys(words + spec["sentences"]))
    while len(result) < PER_SCRIPT // 2:
        count = rng.randint(2, 4)
        result.append(" ".join(rng.choice(words) for _ in range(count)))
    # Random sequences: half mostly letters, half dense with marks and joiners (ZWJ, ZWNJ), where
    # canonical reordering, composition, ligatures across marks and joining decisions are tested.
    if "matras" in spec:
        random_count = PER_SCRIPT - len(result)
        while len(result) < PER_SCRIPT:
            text = indic_random(spec, rng, len(result) >= PER_SCRIPT - random_count // 2)
            if text.strip():
                result.append(text)
        return [s for s in result if "\t" not in s and "\n" not in s]
    pool = spec["letters"] * 4 + spec["marks"] * 2 + spec["digits"]
    dense = spec["letters"] * 2 + spec["marks"] * 3 + ["\u200C", "\u200D"]
    random_count = PER_SCRIPT - len(result)
    while len(result) < PER_SCRIPT:
        is_dense = len(result) >= PER_SCRIPT - random_count // 2
        length = rng.randint(2, 10) if is_dense else rng.randint(1, 8)
        text = "".join(rng.choice(dense if is_dense else pool) for _ in range(length))
        if text.strip():
            result.append(text)
    return [s for s in result if "\t" not in s and "\n" not in s]


def main():
    os.makedirs(OUT_FONTS, exist_ok=True)
    os.makedirs(OUT_CORPUS, exist_ok=True)
    by_font = {}
    corpus = {}
    for name, spec in SCRIPTS.items():
        rng = random.Random("pixelproof-shaping-" + name)
        strings = strings_for(name, spec, rng)
        corpus[name] = strings
        text = by_font.setdefault(spec["font"], set())
        for s in strings:
            text.update(s)
    for font, text in sorted(by_font.items()):
        # U+25CC: HarfBuzz puts the dotted circle in broken Indic syllables when the font has it.
        extra = {" ", "\u25CC"} if "Devanagari" in font or "Bengali" in font else {" "}
        unicodes = ",".join("U+%04X" % ord(c) for c in sorted(text | extra))
        subprocess.run(["pyftsubset", os.path.join(FONTS, font), "--unicodes=" + unicodes,
                        "--layout-features=*", "--no-hinting", "--notdef-outline",
                        "--output-file=" + os.path.join(OUT_FONTS, font.replace(".ttf", "-Shaping.ttf"))],
                       check=True)
    for name, strings in corpus.items():
        spec = SCRIPTS[name]
        font = os.path.join(OUT_FONTS, spec["font"].replace(".ttf", "-Shaping.ttf"))
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as f:
            f.write("\n".join(strings) + "\n")
            path = f.name
        env = dict(os.environ, LC_ALL="C")
        out = subprocess.run(["hb-shape", "--no-glyph-names", "--font-size=upem", "--script=" + spec["tag"],
                              "--direction=" + spec["direction"], "--text-file=" + path, font],
                             check=True, capture_output=True, text=True, env=env).stdout.splitlines()
        os.unlink(path)
        assert len(out) == len(strings), (name, len(out), len(strings))
        with open(os.path.join(OUT_CORPUS, name + ".tsv"), "w", encoding="utf-8") as f:
            f.write("# %s %s %s: text, then hb-shape's glyphs (HarfBuzz 6.0)\n"
                    % (name, os.path.basename(font), spec["direction"]))
            for s, line in zip(strings, out):
                f.write(s + "\t" + line + "\n")
        print(name, len(strings))


if __name__ == "__main__":
    main()
