#!/usr/bin/env python3
"""Writes the shaping conformance corpus: per script, font subsets and HarfBuzz's glyphs for each string.

For each script (latin, cyrillic, greek, arabic, hebrew, thai): real words and sentences written here,
combinations of them, and random sequences over the script's letters, marks and digits (fixed seed);
the Noto font is subset with fontTools to the characters used, keeping every layout feature, into
Tests/PixelproofTextTests/Shaping/Fonts/; `hb-shape` (Debian's libharfbuzz-bin, HarfBuzz 6.0) shapes
every string at a size of one em, and Tests/PixelproofTextTests/Shaping/Corpus/<script>.tsv holds
"text<TAB>hb-shape's text output" per line ([glyph=cluster@dx,dy+advance|...], glyph ids).

Usage: scripts/make-shaping-corpus.py [folder with NotoSans*-Regular.ttf]
  (apt-get download fonts-noto-core && dpkg-deb -x fonts-noto-core_*.deb /tmp/noto)
"""
import os
import random
import subprocess
import sys
import tempfile

FONTS = sys.argv[1] if len(sys.argv) > 1 else "/tmp/noto/usr/share/fonts/truetype/noto"
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
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
}


def strings_for(name, spec, rng):
    words = spec["words"].split()
    result = list(dict.fromkeys(words + spec["sentences"]))
    while len(result) < PER_SCRIPT // 2:
        count = rng.randint(2, 4)
        result.append(" ".join(rng.choice(words) for _ in range(count)))
    # Random sequences: half mostly letters, half dense with marks and joiners (ZWJ, ZWNJ), where
    # canonical reordering, composition, ligatures across marks and joining decisions are tested.
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
        unicodes = ",".join("U+%04X" % ord(c) for c in sorted(text | {" "}))
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
