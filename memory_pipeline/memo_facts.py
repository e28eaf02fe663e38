"""What a memo says, in the terms the dedup and contradiction rules need.

A memo is read once, lazily, into:

- `normalized`: lower case, punctuation and filler prefixes ("Note:", "FYI") removed;
  equal `exact_key`s (the same, a name and its number written together: "SOC 2" /
  "SOC2") are exact duplicates.
- `items`: its words and values in order, clause by clause. Filler that must not
  matter ("fyi", "now", "as of today", "heads up") is dropped; words are lemmatized
  (case, accents, plurals, "-ed"/"-ing", common abbreviations: "prod", "stg", "svc",
  "k8s"); values are typed and normalized: numbers and versions (thousands written "k":
  "16.5k"), sizes (1024s of a unit as the unit above), weights, volumes, lengths (as
  numbers of metres), temperatures (in Celsius), durations ("2h10" too), percents, money
  ($, £, €, pence and cents), rates after a slash ("42/day" as "42 per day"), times (24-hour
  ones in four digits too: "0700", "1400hrs") and clock ranges as one value ("9am to 5pm",
  "09:00-17:00", "0900-1700", and bare hours where opening hours are said: "Mon-Fri 9-5"),
  weekdays (also "Mon", "tue", "wkday"), dates ("Dec 15", "15th Dec"), frequencies,
  ordinals ("3rd", "the third", "third floor"), quarters, modes ("in log-only mode"), progress and build status ("in
  progress", "done", "green"), owners (full names, first names, @handles, teams,
  possessives: "owned by Dana's team", "X poc: Tom", "ask Luis"; a street written short as written out: "Marrow
  St" is "Marrow Street") and places (what a
  thing lives in or moved to, channels, URLs, hosts, paths, cloud regions, email addresses,
  phone numbers however grouped, and what redaction masked, by its hash); other
  identifiers and names stay words of the subject. Each item knows its clause, its place
  in it, whether it sits in parentheses (an aside) and whether the memo names it as the
  old value ("from X to Y", "moved X off Y", "X -> Y", "instead of X", "not X", "X is
  gone").
- `polarity` of each clause: "neg" (not, no longer, disabled, forbidden, out of service,
  "in the shop", "OOS"; "removed" or "decommissioned" also mark it gone for good), "required",
  "limited" (beta, maintenance mode) or "pos" (allowed, enabled, "un-deprecated", "out of
  maintenance", "back in service", "fixed and running again", "cleared for use").
- `cues`: change ("moved", "switched", "raised", "went up", "now", "->"), restated ("still",
  "remains", "unchanged") and addition ("also", "too", "another").

`memo_alignment` compares two memos from these facts.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from functools import cached_property, lru_cache

WORD = re.compile(r"[a-z0-9]+(?:[-.'/:][a-z0-9]+)*")
NUMBER = re.compile(r"(?<![\w.-])v?\d+(?:[.:\-/]\d+)*(?:\.x)?(?![\w-])", re.I)
WEEKDAY_WORDS = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
MONTH_WORDS = {"january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
               "november", "december"}
FILLER_PREFIX = re.compile(  # one or several: "quick update: FYI -"
    r"^(?:\s*(?:(?:quick|small|minor|short|big|important|friendly|gentle)\s+)?"
    r"(?:note|fyi|heads[ \-]up|btw|important|update|psa|nb|announcement|fwiw)\b\s*[:,\-–—!]*\s*)+", re.I)
NEGATIONS = {"not", "no", "never", "none", "nobody", "without", "isn't", "aren't", "doesn't", "don't",
             "didn't", "won't", "can't", "cannot", "shouldn't", "wasn't", "weren't", "longer"}
STOP_WORDS = {"the", "a", "an", "is", "are", "was", "were", "be", "been", "to", "of", "for", "in", "on", "at",
              "and", "or", "it", "its", "we", "our", "this", "that", "with", "by", "as", "has", "have", "had",
              "now", "from", "into", "per", "all", "they", "their", "them", "then", "so", "set", "also"}


def words(text: str) -> list[str]:
    return WORD.findall(text.lower())


def content_words(text: str) -> set[str]:
    return {w for w in words(text) if w not in STOP_WORDS and w not in NEGATIONS}


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    union = len(a | b)
    return len(a & b) / union if union else 0.0


# --- lemmas ----------------------------------------------------------------------------

# Words that carry no subject and no value: grammar, and verbs that only link a subject
# to its value ("runs", "uses", "is set to", "lives in").
GRAMMAR = set("""
a an the is are was were be been being am to of for in on at and or it its it's we our us they their them then so
this that these those with by as has have had having do does did done will would should shall can could may might
must there here which who whom whose what when where while if than into onto from per via through across over under
i me my you your he she his her one ones any some each every all both either neither same such just very really
about around up out off only also too again yet still even back down after before until since behind
between within during outside inside under above below against among along upon onto whether though although thru tho
because due via yes but everything everyone anything something nothing
we're we've we'll i'm i've i'd it's that's there's they're they've you're let's here's what's who's
get gets got getting go goes went gone going let lets make makes made
""".split())
LINKING = set("""
run runs running ran use uses used using happen happens happened happening live lives living lived
keep keeps kept store stores stored host hosts hosted locate located base based hold holds held take takes took
taken handle handles handled own owns owned owner owners ownership responsible maintain maintains maintained
manage manages managed managing configure configured called name named put stay stays staying
limit limits limited cap caps capped capping max maximum min minimum size sizes value setting settings costs
threshold thresholds quota quotas
currently current default version versions long length location locations place path maintainer maintainers
""".split())
FILLER = set("""
fyi btw fwiw psa nb note notes please pls plz thanks thank thx ok okay hey hi hello folks everyone everybody guys
yall anyone anybody globally everywhere quick quickly small tiny just basically actually officially literally simply important
anywhere temporarily completely permanently heads afaik imo imho lmk ping today tonight yesterday tomorrow now currently recently lately soon atm rn
""".split())
SYNONYMS = {
    "prod": "production", "prd": "production", "stg": "staging", "stage": "staging", "env": "environment",
    "svc": "service", "db": "database", "pg": "postgres", "postgresql": "postgres", "k8s": "kubernetes",
    "kube": "kubernetes", "gh": "github", "repo": "repository", "msg": "message", "config": "configuration",
    "cfg": "configuration", "infra": "infrastructure", "pw": "password", "passwd": "password", "doc": "doc",
    "documentation": "doc", "mail": "email", "e-mail": "email", "perf": "performance", "eng": "engineering",
    "engineer": "engineering", "dev": "development", "devs": "developer", "mgr": "manager", "tf": "terraform",
    "es": "elasticsearch", "approver": "approve", "approval": "approve", "deployment": "deploy",
    "retention": "keep", "expiry": "expire", "expiration": "expire", "kickoff": "start", "kick": "start",
    "begin": "start", "begins": "start", "biz": "business", "py": "python", "js": "javascript", "cutover": "switch", "w": "with", "ppl": "people",
    "built": "build", "sent": "send", "kept": "keep", "held": "hold", "paid": "pay", "led": "lead",
    "img": "image", "imgs": "image", "var": "variable", "vars": "variable", "pts": "point", "wk": "week",
    "wks": "week", "mgmt": "management", "acct": "account",
    "pkg": "package", "pkgs": "package", "dir": "directory", "addr": "address", "qty": "quantity",
    "written": "write", "wrote": "write", "ran": "run", "chosen": "choose", "retain": "keep", "retained": "keep",
    "retains": "keep",
    "rd": "road", "ave": "avenue", "blvd": "boulevard",
    # Irregular past forms, so that a fact said in another tense keeps its verb ("holds are bought from X" / "we buy
    # holds from X"); not those that are also state or stage words ("sold out", "gone", "done", "left").
    "bought": "buy", "brought": "bring", "taught": "teach", "caught": "catch", "told": "tell", "spent": "spend",
    "stood": "stand", "fed": "feed", "drove": "drive", "driven": "drive", "rode": "ride", "ridden": "ride",
    "wore": "wear", "worn": "wear", "chose": "choose", "flew": "fly", "flown": "fly", "spoke": "speak",
    "spoken": "speak", "heard": "hear", "came": "come", "took": "take", "taken": "take", "gave": "give",
    "given": "give", "grew": "grow", "grown": "grow", "drew": "draw", "drawn": "draw", "threw": "throw",
    "thrown": "throw", "swept": "sweep", "dug": "dig",
}
# Abbreviations that stand for several words.
EXPANSIONS = {
    "ooo": ("out", "office"), "lb": ("load", "balancer"), "semver": ("semantic", "version"),
    "poc": ("point", "contact"), "pto": ("vacation",), "ssr": ("server", "side", "render"),
    "w/": ("with",), "w/o": ("without",), "rpm": ("request", "minute"),
}


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light stemmer: enough for plurals, tenses and -ment/-ation/-able to meet."""
    if len(word) <= 3 or not word.isalpha():
        return word
    w = word
    if w.endswith("ies") and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("ied") and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("sses"):
        w = w[:-2]
    elif w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    for suffix, keep in (("ations", 4), ("ation", 4), ("ments", 4), ("ment", 4), ("ings", 5), ("ing", 5),
                         ("ed", 4), ("able", 4), ("ible", 4), ("ally", 5)):
        if w.endswith(suffix) and len(w) - len(suffix) >= keep - 1:
            w = w[: -len(suffix)]
            break
    if len(w) > 3 and w[-1] == w[-2] and w[-1] not in "lsaeiou":
        w = w[:-1]  # stopp -> stop, runn -> run
    if len(w) > 3 and w.endswith("e"):
        w = w[:-1]
    if w.endswith("at") and len(w) > 5:
        w = w[:-2]  # migrat(e|ion|ed) -> migr
    return w


@lru_cache(maxsize=65536)
def lemma(word: str) -> str:
    w = re.sub(r"['’]s?$", "", word.lower().strip("'’`\""))
    s = stem(w)
    synonym = SYNONYMS.get(w, SYNONYMS.get(s))
    return stem(synonym) if synonym else s


# --- values ------------------------------------------------------------------------------

NUMBER_WORDS = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
                "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
                "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
                "hundred": 100}
TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
UNITS = "one|two|three|four|five|six|seven|eight|nine"
# A number of tens and units in words is one number: "twenty-four lanes" is 24, "thirty five minutes" 35 minutes.
TENS_AND_UNITS = r"(?:" + TENS + r")[\s-](?:" + UNITS + r")\b"
NUM = r"\b(\d+(?:,\d{3})*(?:\.\d+)?|" + TENS_AND_UNITS + "|(?:" + "|".join(NUMBER_WORDS) + r"|an?)(?=[\s-]))"
DURATION_UNITS = {"ms": 0.001, "millisecond": 0.001, "s": 1, "sec": 1, "secs": 1, "second": 1, "m": 60, "min": 60,
                  "mins": 60, "minute": 60, "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "d": 86400,
                  "day": 86400, "business day": 86400, "night": 86400, "w": 604800, "wk": 604800,
                  "week": 604800, "fortnight": 1209600, "sprint": 1209600, "mo": 2629800, "month": 2629800,
                  "quarter": 7862400, "y": 31536000, "yr": 31536000, "year": 31536000, "decade": 315360000}
SIZE_UNITS = {"kb": 1e3, "mb": 1e6, "gb": 1e9, "tb": 1e12, "pb": 1e15, "kib": 1024, "mib": 1024 ** 2,
              "gib": 1024 ** 3, "tib": 1024 ** 4, "kilobytes": 1e3, "kilobyte": 1e3, "megabytes": 1e6,
              "megabyte": 1e6, "gigabytes": 1e9, "gigabyte": 1e9, "terabytes": 1e12, "terabyte": 1e12}
# Weights in grams and volumes in litres: "1.2 kg" / "1200 g", "110k L" / "110,000 litres".
MASS_UNITS = {"g": 1, "gram": 1, "grams": 1, "kg": 1e3, "kgs": 1e3, "kilo": 1e3, "kilos": 1e3, "kilogram": 1e3,
              "kilograms": 1e3, "tonne": 1e6, "tonnes": 1e6}
VOLUME_UNITS = {"l": 1, "litre": 1, "litres": 1, "liter": 1, "liters": 1, "hl": 100, "hectolitre": 100,
                "hectolitres": 100}  # not "ml": machine learning, or "ML" (megalitres) read in lower case
# Lengths in metres, read as numbers of metres (the family the pair reader knows a count by): "6 metres" / "6 m",
# "160 centimetres" / "160cm". A bare "m" is minutes unless it reads as a length (below, `_length`).
LENGTH_UNITS = {"km": 1000, "kilometre": 1000, "kilometres": 1000, "kilometer": 1000, "kilometers": 1000,
                "m": 1, "metre": 1, "metres": 1, "meter": 1, "meters": 1, "cm": 0.01, "centimetre": 0.01,
                "centimetres": 0.01, "centimeter": 0.01, "centimeters": 0.01, "mm": 0.001, "millimetre": 0.001,
                "millimetres": 0.001, "millimeter": 0.001, "millimeters": 0.001, "mile": 1609.344,
                "miles": 1609.344, "ft": 0.3048, "feet": 0.3048, "foot": 0.3048}
LENGTH_CONTEXT = re.compile(r"\b(?:length|tall|height|wide|width|deep|depth|distance|radius|diameter|elevation|"
                            r"altitude|metres?|meters?)\b", re.I)
LENGTH_AFTER = re.compile(r"\s*(?:long|high|wide|deep|tall|away)\b", re.I)  # "36 m long"
# A rate's unit after a slash, said as "per" says it: "42/day", "3.40/kg", "1.4p/L", "$2.75/W" (not "24/7",
# "covid-19/flu", "km/h").
RATE_SLASH = re.compile(r"(?<![\w\-/.,])(\d+(?:[.,]\d+)*(?:p|k|%)?)\s?/\s?([a-z]{1,6})\b", re.I)
# A number and its unit written together: "40fps", "64hz", "800dpi" read as "40 fps", a count of its unit.
GLUED_UNIT = re.compile(r"(?<![\w.\-/])(\d+(?:\.\d+)?)(fps|hz|khz|mhz|ghz|kw|mw|kwh|mwh|mph|kph|rpm|ppm|bpm|dpi|psi|"
                        r"db|pax|ppl|kts)\b", re.I)
PER_DAY = {"minute": 1440, "hour": 24, "day": 1, "night": 1, "morning": 1, "evening": 1, "weekday": 5 / 7, "business day": 5 / 7,
           "week": 1 / 7, "sprint": 1 / 14, "month": 1 / 30, "quarter": 1 / 90, "year": 1 / 360}
FREQUENCY_WORDS = {"hourly": 24, "daily": 1, "nightly": 1, "weekly": 1 / 7, "biweekly": 1 / 14,
                   "bi-weekly": 1 / 14, "fortnightly": 1 / 14, "monthly": 1 / 30, "quarterly": 1 / 90,
                   "yearly": 1 / 360, "annually": 1 / 360, "annual": 1 / 360}
# A year of twelve 30-day months, so that a period said in months, quarters or years is one frequency however it is
# said: "twice a year" / "every six months", "quarterly" / "every 3 months", "yearly" / "every 12 months".
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
ORDINAL_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
                 "eighth": 8, "ninth": 9, "tenth": 10, "last": -1}
TIMEZONES = r"utc|gmt|et|est|edt|ct|cst|cdt|pt|pst|pdt|cet|cest|bst|jst|ist|aest"
# Mutually exclusive settings: a memo saying one and another saying the other disagree.
MODES = {"manual": "manual", "manually": "manual", "automatic": "automatic", "automatically": "automatic",
         "synchronous": "sync", "asynchronous": "async", "async": "async"}
# Where a piece of work or a build stands: "in progress" then "done", "green" then "red".
STATUSES = {"in progress": "in progress", "wip": "in progress", "ongoing": "in progress", "underway": "in progress",
            "done": "done", "resolved": "done", "complete": "done", "completed": "done", "finished": "done", "green": "green",
            "passing": "green"}
LIFECYCLE = {"pending": "pending", "queued": "pending", "in qa": "in progress", "in review": "in progress",
             "in testing": "in progress", "applied": "done", "shipped": "done", "released": "done", "launched": "done",
             "merged": "done"}
LONE_DOLLAR = re.compile(r"\$(?!\s?\d)")  # "2 points per $": the unit, as "per dollar" says it
NOT_DIGIT = re.compile(r"\D+")
URL_SCHEME = re.compile(r"^(?:https?://)?(?:www\.)?")  # "https://docs.example.com" is "docs.example.com"
PER_UNIT = {"s": "second", "sec": "second", "m": "minute", "min": "minute", "h": "hour", "hr": "hour", "d": "day",
            "wk": "week", "mo": "month", "yr": "year", "l": "litre", "w": "watt"}
TIERS = {"small": "s", "medium": "m", "large": "l", "xlarge": "xl", "x-large": "xl", "2xlarge": "2xl"}


def _number(text: str) -> float:
    text = text.lower().replace(",", "")
    if text in ("a", "an"):
        return 1.0
    if text in NUMBER_WORDS:
        return float(NUMBER_WORDS[text])
    if text[:1].isalpha():  # tens and units: "twenty-four", "thirty five"
        return float(sum(NUMBER_WORDS[part] for part in re.split(r"[\s-]", text)))
    return float(text)


def _fmt(x: float) -> str:
    return f"{x:.6g}"


def _size(m: re.Match) -> str:
    """Bytes; a count of 1024s of a decimal unit is read as its binary multiple one unit up, the way it is meant
    ("2048 GB" is "2 TB", "1536 MB" is "1.5 GB")."""
    amount, unit = float(m.group(1)), m.group(2).lower()
    if amount >= 1024 and amount % 256 == 0 and amount % 1000 and unit in ("kb", "mb", "gb", "tb"):
        return "size:" + _fmt(amount / 1024 * SIZE_UNITS[unit] * 1000)
    return "size:" + _fmt(amount * SIZE_UNITS[unit])


def _measure(kind: str, units: dict[str, float]):
    """A weight or volume in its base unit, thousands written "k" ("110k L")."""
    def read(m: re.Match) -> str:
        amount = float(m.group(1).replace(",", "")) * (1000 if m.group(2) else 1)
        return f"{kind}:" + _fmt(amount * units[m.group(3).lower()])
    return read


def _length(m: re.Match) -> str:
    """Metres, as a number; a bare "m" is a length when it is one by its size ("2.4m", "550 m": minutes past 90
    are said in hours), by a speed ("12 m/s"), by the word after it ("36 m long") or by its clause's words ("quay
    length is 380 m"), else minutes ("a 15m timeout"). A speed stays in its unit ("65 km/h" / "not 65")."""
    amount, unit = float(m.group(1).replace(",", "")), m.group(2).lower()
    speed = m.string.startswith("/", m.end())
    if unit == "m" and not (amount >= 100 or "." in m.group(1) or speed or LENGTH_AFTER.match(m.string, m.end())
                            or LENGTH_CONTEXT.search(m.string)):
        return "duration:" + _fmt(amount * 60)
    return "number:" + _fmt(amount if speed else amount * LENGTH_UNITS[unit])


def _temperature(m: re.Match) -> str:
    """In Celsius, to a tenth: "71.6°F" is "22 degrees"."""
    degrees, scale = float(m.group(1) or m.group(3)), (m.group(2) or m.group(4)).lower()
    return f"temperature:{_fmt(round((degrees - 32) * 5 / 9 if scale == 'f' else degrees, 1))}c"


def _duration(m: re.Match) -> str:
    unit = re.sub(r"s$", "", m.group(2).lower()) if m.group(2).lower() not in ("s", "ms", "hrs", "mins", "secs") \
        else m.group(2).lower()
    seconds = _number(m.group(1)) * DURATION_UNITS[unit] * (0.5 if m.group(0).lower().startswith("half") else 1)
    if seconds >= 86400:  # in whole days: "12 months" is "1 year", "1 month" is "30 days"
        seconds = round(seconds / 86400) * 86400
    return "duration:" + _fmt(seconds)


def _time(hour: str, minute: str | None, meridiem: str | None) -> str:
    h = int(hour) % 12 if meridiem else int(hour)
    if meridiem and meridiem.lower() == "pm":
        h += 12
    return f"time:{h % 24:02d}:{int(minute or 0):02d}"


def _afternoon(hour: str) -> str:
    """A bare hour from 1 to 5 said as a time of day, in the afternoon."""
    return str(int(hour) + 12) if 1 <= int(hour) <= 5 else hour


def _clock_range(start: str, end: str) -> str:
    return start + "-" + end[5:]


def _hours_range(m: re.Match) -> str:
    """Opening hours said in bare hours: "9-5", "11 to 6", "22-24". Hours to 12 are read as a day's: 7 to 12 the
    morning and noon, 1 to 6 the afternoon, the end the first such hour after the start ("9-5" is 09:00-17:00)."""
    a, b = int(m.group(1)), int(m.group(2))
    if a > 12 or b > 12 or a == 0:
        return _clock_range(_time(str(a), None, None), _time(str(b), None, None))
    start = a if a >= 7 else a + 12
    end = next(h for h in (b, b + 12, b + 24) if h > start)
    return _clock_range(_time(str(start), None, None), _time(str(end), None, None))


UNIT_NAMES = {"min": "minute", "mins": "minute", "m": "minute", "h": "hour", "hr": "hour", "hrs": "hour", "d": "day", "w": "week", "wk": "week", "wks": "week"}


DAY_ABBREVIATIONS = "mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun"


def _weekday(abbreviation: str) -> str:
    return next(day for day in WEEKDAYS if day.startswith(abbreviation.lower()[:3]))


def _every(m: re.Match) -> str:
    other, count, unit = m.group(1), m.group(2), m.group(3).lower()
    unit = UNIT_NAMES.get(unit, unit if unit in PER_DAY else unit.rstrip("s"))
    per_day = PER_DAY[unit] / (_number(count) if count else 1) / (2 if other else 1)
    return "frequency:" + _fmt(per_day)


def _times_a(m: re.Match) -> str:
    count = {"once": 1, "twice": 2}.get(m.group(1).lower())
    if count is None:
        count = _number(m.group(1).split()[0])
    return "frequency:" + _fmt(count * PER_DAY[m.group(2).lower()])


def _month(name: str) -> int:
    return MONTHS.index(name.lower()[:3]) + 1


def _version(text: str) -> str:
    text = text.lower().lstrip("v").removesuffix(".x").replace(",", "")
    if "k" in text:
        return "number:" + _fmt(float(text.rstrip("k")) * 1000)
    parts = text.split(".")
    while len(parts) > 1 and parts[-1] == "0":
        parts.pop()
    return "number:" + ".".join(str(int(p)) if p.isdigit() else p for p in parts)


TO = r"(?:[-–—]|\bto\b|\buntil\b|\btill\b)"  # between a clock range's ends
ORDINALS = "|".join(w for w in ORDINAL_WORDS if w != "last")
ORDINAL_DIGITS = re.compile(r"\d+(?:st|nd|rd|th)")
ORDERED = ("floor|level|storey|story|round|stage|phase|bay|gate|dock|platform|lane|row|aisle|slot|place|period|"
           "term|semester|edition|draft|attempt|offence|offense|strike|warning|notice|reminder|grade|year")
# An ordinal word where the readers below read an ordinal: "the third", "first of the month", "second floor".
ORDINAL_VALUE = re.compile(r"(?<=\bthe )(" + ORDINALS + r")\b|(?<!\d )(?<!\d-)(?<!\bevery )(?<!\beach )(?<!\bother )"
                           r"(?<!\bper )(?<!\ba )\b(" + ORDINALS + r")\b(?=[ \-](?:" + ORDERED + r"|of|day|week|weekday|"
                           r"business|month|quarter|" + "|".join(WEEKDAYS) + "|" + DAY_ABBREVIATIONS + r")s?\b)", re.I)
FOUR_DIGITS = r"(?<![\w.,:/\-$£€#+])(?<!\d )"  # where a four-digit time may start
NOT_MORE_DIGITS = r"(?![\w.,:/\-]|\s\d)"  # and end: not a phone number's first group
# Verbs that hold a count at a level: after them "at 1500" is no time.
COUNT_HELD_AT = ("capped", "limited", "set", "priced", "max", "maxed", "sits", "stays", "peaks", "peaked", "fixed",
                 "kept", "held", "valued", "pegged", "locked", "rated", "frozen", "stands", "stood")
# Where bare hours are opening hours: after a day or "hours", "open(s)", "daily"; before a time zone or a day; or a
# clause of their own (a comma splits "Tue-Sat, 11 to 6").
BARE_HOURS_BEFORE = "|".join(f"(?<={w})" for w in (
    r"day ", r"days ", r"day: ", r"\b(?:mon|tue|wed|thu|fri|sat|sun) ", r"\bhours ", r"\bhours: ", r"\bhours are ",
    r"\bhrs ", r"\bhrs: ", r"\bopen ", r"\bopens ", r"\bdaily "))
BARE_HOURS_WORDS = r"(?:" + TIMEZONES + r"|daily|every day|weekdays?|weekends?|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\b"
BARE_HOURS_END = r"(?![.,:]\d|\s?%)(?!\s*(?!" + BARE_HOURS_WORDS + r")[a-z])"  # no unit or other word after
BARE_HOURS_AFTER = r"(?![.,:]\d)(?=\s*,?\s*" + BARE_HOURS_WORDS + ")"


# (pattern, value) in order: the first pattern that matches a span takes it.
VALUE_PATTERNS: list[tuple[re.Pattern, object]] = [(re.compile(p, re.I), f) for p, f in [
    # What redaction masked (`redaction.mask`: stored memos hold these) is one value, named by its hash: the same
    # address masked twice is the same value, another address another one.
    (r"<redacted:([a-z0-9_]+) len=\d+ sha=([0-9a-f]{8})>", lambda m: f"place:{m.group(1)} {m.group(2)}"),
    # An email address is one place, where messages go: "orders to wholesale@tidewater.example" / "to trade@...".
    (r"(?<![\w.+\-])[a-z0-9][\w.+\-]*@[a-z0-9\-]+(?:\.[a-z0-9\-]+)+\b", lambda m: "place:" + m.group().lower()),
    # So is a phone number, however its digits are grouped: "(555) 201-3344", "01632 960118", "0800 555 300" (not a
    # clock range "0800-1600"),
    # and "555-0147" where a number is given ("number is ...", "call ...", "ring ..."), not a range of
    # counts ("100-1000").
    (r"(?<![\w.\-/$£€:])(?:\(\d{3}\)\s?|\d{3}[\-. ])\d{3}[\-. ]\d{4}(?![\w\-/.:]|\.\d)|"
     r"(?<![\w.\-/$£€:])0\d{2,4}(?:[ \-]\d{3,4}[ \-]\d{3,4}|[ \-]\d{6})(?![\w\-/.:%]|\.\d)|"
     r"(?:(?<=\bis )|(?<=\bat )|(?<=\bcall )|(?<=\btext )|(?<=\bphone )|(?<=\bnumber )|(?<=\bcell )|"
     r"(?<=\bline )|(?<=\bto )|(?<=\bring )|(?<=\bdial )|(?<=: )|(?<=, ))\d{3}-\d{4}(?![\w\-/.:%]|\.\d)",
     lambda m: "place:tel " + NOT_DIGIT.sub("", m.group())),
    (r"\b\d{4}-\d{2}-\d{2}\b", lambda m: "date:" + m.group()),
    # Its period, written "/month" or "a month", is matched with it and not kept: "£10/month" and "£10 a month" are
    # one price (so are "£10/month" and "£10/year").
    (r"[$£€]\s?(\d+(?:[.,]\d+)*)\s?(k|m|bn)?\b(?:\s?/\s?(?:month|mo|year|yr)\b|\s?(?:a|per) (?:month|year)\b)?",
     lambda m: "money:" + _fmt(_number(m.group(1)) * {"k": 1e3, "m": 1e6, "bn": 1e9}.get((m.group(2) or "").lower(), 1))),
    (r"\b(\d+(?:[.,]\d+)*)\s?(k|m|bn)?\s?(?:dollars|usd|bucks|euros?|eur|gbp|quid)\b",
     lambda m: "money:" + _fmt(_number(m.group(1)) * {"k": 1e3, "m": 1e6, "bn": 1e9}.get((m.group(2) or "").lower(), 1))),
    # Pence and cents, in pounds and dollars: "10p" is "£0.10", "45 cents" "$0.45" (not "720p": two digits at most).
    (r"(?<![\w.\-/])(\d{1,2}(?:\.\d+)?)(?:p|\s?(?:pence|cents?))\b",
     lambda m: "money:" + _fmt(float(m.group(1)) / 100)),
    (r"(\d+(?:\.\d+)?)\s?(?:%|(?:percent|per cent|pct)\b)", lambda m: "percent:" + _fmt(float(m.group(1)))),
    (r"\b(\d+(?:\.\d+)?)\s?(" + "|".join(SIZE_UNITS) + r")\b", _size),
    (r"\b(\d+(?:,\d{3})*(?:\.\d+)?)\s?(k)?[\s\-]?(" + "|".join(sorted(MASS_UNITS, key=len, reverse=True)) + r")\b",
     _measure("mass", MASS_UNITS)),
    (r"\b(\d+(?:,\d{3})*(?:\.\d+)?)\s?(k)?[\s\-]?(" + "|".join(sorted(VOLUME_UNITS, key=len, reverse=True)) + r")\b",
     _measure("volume", VOLUME_UNITS)),
    (r"\b(\d+(?:,\d{3})*(?:\.\d+)?)[\s\-]?(" + "|".join(sorted(LENGTH_UNITS, key=len, reverse=True)) + r")\b", _length),
    # "420 C", "420°C", "38 degrees F": a temperature, not a count of something called "C".
    (r"(-?\b\d+(?:\.\d+)?)\s?(?:°\s?|degrees?\s+|deg\s+)([cf])\b|(-?\b\d+(?:\.\d+)?)\s?((?-i:C|F))\b", _temperature),
    # Degrees with no scale are Celsius: "27 degrees" / "27°C".
    (r"(-?\b\d+(?:\.\d+)?)\s?(?:°|degrees?\b)(?!\s?(?:[cf]|celsius|fahrenheit)\b)",
     lambda m: f"temperature:{_fmt(float(m.group(1)))}c"),
    (r"\b(\d+)x\s?(?:/|per|an?)\s?(hour|hr|h|day|d|week|wk|month|mo|year|yr)\b",  # "2x/day" is "twice a day"
     lambda m: "frequency:" + _fmt(float(m.group(1)) * PER_DAY[PER_UNIT.get(m.group(2).lower(), m.group(2).lower())])),
    (r"\b(\d+(?:\.\d+)?)x\b", lambda m: "multiple:" + _fmt(float(m.group(1)))),
    (r"\b(" + "|".join(FREQUENCY_WORDS) + r")\b", lambda m: "frequency:" + _fmt(FREQUENCY_WORDS[m.group(1).lower()])),
    (r"\b(?:every|each)\s+(other\s+)?(?:(\d+|two|three|four|five|six|ten|twelve)\s*)?"
     r"(minutes?|mins?|m|hours?|hrs?|h|business days?|days?|d|nights?|weekdays?|weeks?|wks?|w|sprints?|months?|quarters?|years?)\b",
     _every),
    (r"\b(?:every\s+(?:other|second)|alternate)\b(?=\s+(?:" + "|".join(WEEKDAYS) + "|" + DAY_ABBREVIATIONS + r")s?\b)",
     lambda m: "frequency:" + _fmt(1 / 14)),  # "every other Thursday", "alternate Thursdays": every two weeks
    (r"\b(once|twice|(?:\d+|two|three|four|five|six) times)\s+(?:a|an|per|each|every)\s+"
     r"(hour|day|week|sprint|month|quarter|year)\b", _times_a),
    # A clock range is one value however it is written: "9am to 5pm", "9am-5", "2-3pm", "09:00-17:30", "0900-1730h",
    # and bare hours where opening hours are said ("Mon-Fri 9-5", "hours: 11 to 6", "9-5 ET"; `_hours_range`).
    (r"\b(\d{1,2})(?::(\d{2}))?\s?(am|pm)\s?" + TO + r"\s?(\d{1,2})(?::(\d{2}))?(?:\s?(am|pm)\b|(?=\s*(?:$|[,.;)])))",
     lambda m: _clock_range(_time(m.group(1), m.group(2), m.group(3)), _time(m.group(4), m.group(5), m.group(6)))
     if m.group(6) else _hours_range(re.match(r"(\d+) (\d+)", f"{m.group(1)} {m.group(4)}"))),
    (r"\b(\d{1,2})(?::(\d{2}))?\s?" + TO + r"\s?(\d{1,2})(?::(\d{2}))?\s?(am|pm)\b",  # "2-3pm", "10:30 to 11am"
     lambda m: _time(m.group(1), m.group(2), m.group(5) if int(m.group(1)) <= int(m.group(3)) else None)
     + "-" + _time(m.group(3), m.group(4), m.group(5))[5:]),
    (r"(?<![\d.:])(\d{1,2}):(\d{2})\s?" + TO + r"\s?(\d{1,2}):(\d{2})(?![\d:])",  # "02:00-04:00" is "2-4am"
     lambda m: _time(m.group(1), m.group(2), None) + "-" + _time(m.group(3), m.group(4), None)[5:]),
    (FOUR_DIGITS + r"(?=0|\d{4}\s?" + TO + r"\s?(?:0|\d{4}h))([01]\d|2[0-3])([0-5]\d)\s?" + TO
     + r"\s?([01]\d|2[0-4])([0-5]\d)(?:\s?(?:hrs?|hours)\b|h\b)?" + NOT_MORE_DIGITS,
     lambda m: _time(m.group(1), m.group(2), None) + "-" + _time(m.group(3), m.group(4), None)[5:]),
    (r"(?:" + BARE_HOURS_BEFORE + r")(2[0-4]|1\d|0?\d)\s?" + TO + r"\s?(2[0-4]|1\d|0?\d)\b" + BARE_HOURS_END
     + r"|(?=(?:2[0-4]|1\d|0?\d)\s?" + TO + r"\s?(?:2[0-4]|1\d|0?\d)\b" + BARE_HOURS_AFTER + ")"
     r"(2[0-4]|1\d|0?\d)\s?" + TO + r"\s?(2[0-4]|1\d|0?\d)\b"
     r"|^(1[0-2]|[1-9])\s?" + TO + r"\s?(1[0-2]|[1-9])\s*$",  # a clause of its own: "Wed-Sun, 11-5"
     lambda m: _hours_range(re.match(r"(\d+) (\d+)", " ".join(g for g in m.groups() if g)))),
    # "7:15am", and "7.15am" as the British write it (not "15am" after a dot).
    (r"\b(\d{1,2})(?:[:.](\d{2}))?\s?(am|pm)\b", lambda m: _time(m.group(1), m.group(2), m.group(3))),
    (r"(?<![\d.:])(\d{1,2}):(\d{2})(?![\d:])", lambda m: _time(m.group(1), m.group(2), None)),
    # 24-hour times in four digits: "0700", "0800h", "1400hrs"; and one after such a time ("0600 + 1800").
    # Not a phone number ("0800 441 229"), a year or a count ("1400 users").
    (FOUR_DIGITS + r"(?:(0\d)([0-5]\d)(?:\s?(?:hrs?|hours)\b|h\b)?|(1\d|2[0-3])([0-5]\d)(?:h|hrs?)\b)" + NOT_MORE_DIGITS,
     lambda m: _time(m.group(1) or m.group(3), m.group(2) or m.group(4), None)),
    # ... and one after "at" without its "h": "drill night is tuesdays at 1900", "off at 2000"; not a count held at a
    # level ("capped at 2000") or one of something ("at 1500 rpm").
    (r"(?<=\bat )" + "".join(f"(?<!\\b{w} at )" for w in COUNT_HELD_AT) + r"(1\d|2[0-3])([0-5]\d)" + NOT_MORE_DIGITS
     + r"(?!\s*(?:%|(?!(?:on|every|each|daily|nightly|sharp|now|from|starting|instead|and|or|to|until|till|"
     + TIMEZONES + r")\b)[a-z\ue000-\uefff]))",
     lambda m: _time(m.group(1), m.group(2), None)),
    (r"(?:(?<=\b0\d[0-5]\d and )|(?<=\b0\d[0-5]\d & )|(?<=\b0\d[0-5]\d \+ )|(?<=\b0\d[0-5]\d, )|(?<=\b0\d[0-5]\d or )|"
     r"(?<=\b0\d[0-5]\d/))([01]\d|2[0-3])([0-5]\d)" + NOT_MORE_DIGITS, lambda m: _time(m.group(1), m.group(2), None)),
    (r"\b(noon|midday)\b", lambda m: "time:12:00"),
    (r"\bmidnight\b", lambda m: "time:00:00"),
    # "at 9" is a time, not before a name ("at 9 Marrow St": a house number; names are masked values here). "at 1"
    # to "at 5" are the afternoon's, as people write meeting times ("meets Tuesdays at 2" / "every Tuesday at 2pm");
    # "at 6" may be either, and is read as written.
    (r"(?<=\bat )(\d{1,2})\b(?![.,]\d)(?!\s*(?:%|[a-z\ue000-\uefff]))", lambda m: _time(_afternoon(m.group(1)), None, None)),
    (r"\b(" + TIMEZONES + r")\b(?=\s*(?:$|[,.;)(]|\s))", lambda m: "timezone:" + m.group(1).lower()),
    # Hours and minutes said as one span: "2h10", "1 hr 30 min", "two hours ten".
    (r"\b(\d{1,2}|" + "|".join(NUMBER_WORDS) + r")\s?(?:h|hrs?|hours?)\s?(?:and\s)?(\d{1,2}|" + "|".join(NUMBER_WORDS)
     + r")(?:\s?(?:m|mins?|minutes?)\b|"
     r"\b(?![.:]\d|\s*(?:days?|weeks?|months?|years?|hours?|hrs?|h|d|w|am|pm|%)(?:\b|\d)))",
     lambda m: "duration:" + _fmt(_number(m.group(1)) * 3600 + _number(m.group(2)) * 60)),
    (r"\b(?:a\s+|one\s+|three\s+)?quarters?\s+of\s+an?\s+(hour|minute|day|year)\b",  # "a quarter of an hour"
     lambda m: "duration:" + _fmt(DURATION_UNITS[m.group(1).lower()] * (0.75 if m.group().lower().startswith("three")
                                                                          else 0.25))),
    (r"(?<!\d:)(?:\bhalf\s+)?" + NUM + r"\s?-?\s?(milliseconds?|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|"
     r"business days?|days?|d|nights?|weeks?|wks?|w|fortnights?|sprints?|months?|mo|quarters?|years?|yrs?|y|decades?)\b",
     _duration),
    (r"\b(" + "|".join(WEEKDAYS) + r")s?\b", lambda m: "day:" + m.group(1).lower()),
    # "Mon and Fri", "first Sat of the month", "tue + thu 11-12", "hours: wed 2-3pm": an abbreviated day
    # where days are written, not the word "sun" or "wed" anywhere.
    (r"(?:(?<=\bon )|(?<=\bevery )|(?<=\bother )|(?<=\beach )|(?<=\bfirst )|(?<=\blast )|(?<=\bnext )|(?<=\band )|(?<=\bor )|"
     r"(?<=, )|(?<=\+ )|(?<=& )|(?<=[-/])|(?<=\bthru )|(?<=\bthrough )|(?<=\bto )|(?<=: )|(?<=\d ))\b(" + DAY_ABBREVIATIONS + r")\b\.?|"
     r"\b(" + DAY_ABBREVIATIONS + r")\b\.?(?=\s*(?:and|or|&|\+|,|-|/|through|thru|to)\s*(?:" + DAY_ABBREVIATIONS
     + r")\b|\s+(?:at\s+)?\d)", lambda m: "day:" + _weekday(m.group(1) or m.group(2))),
    (r"\b(weekend|weekday|wkend|wkday)s?\b", lambda m: "day:" + m.group(1).lower().replace("wk", "week")),
    (r"\b(mornings?|afternoons?|evenings?|overnight|(?:business|working|office) (?:hours|hrs?))\b",
     lambda m: "daypart:" + re.sub(r" hrs?$", " hour", m.group(1).lower().rstrip("s"))),
    (r"\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?!\s*[:%])",
     lambda m: f"date:{_month(m.group(1)):02d}-{int(m.group(2)):02d}"),
    # The day before its month: "15 Dec", "14th June".
    (r"\b([12]?\d|3[01])(?:st|nd|rd|th)?\s+(?:of\s+)?(january|jan|february|feb|march|mar|april|apr|may|june|jun|july|"
     r"jul|august|aug|september|sept|sep|october|oct|november|nov|december|dec)\b\.?(?!\s*[:%])",
     lambda m: f"date:{_month(m.group(2)):02d}-{int(m.group(1)):02d}"),
    (r"\b(jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{4})\b",
     lambda m: f"date:{m.group(2)}-{_month(m.group(1)):02d}"),
    (r"\b(january|february|march|april|june|july|august|september|october|november|december)\b",
     lambda m: f"month:{_month(m.group(1)):02d}"),
    (r"\b(?:in|of|end of|mid) may\b", lambda m: "month:05"),
    (r"\b(\d+)(?:st|nd|rd|th)\b", lambda m: f"ordinal:{int(m.group(1))}"),
    (r"(?<=\bthe )(" + ORDINALS + r"|last)\b", lambda m: f"ordinal:{ORDINAL_WORDS[m.group(1).lower()]}"),
    # An ordinal word before a place in an order, as "3rd" is read: "on second floor" / "2nd floor", "third round";
    # not a term ("first aid"), another one ("a second region") or a second of time.
    (r"(?<!\d )(?<!\ba )(?<!\ban )(?<!\bper )(?<!\bevery )(?<!\beach )(?<!\bother )\b(" + ORDINALS + r")\b"
     r"(?=[ \-](?:" + ORDERED + r")s?\b)", lambda m: f"ordinal:{ORDINAL_WORDS[m.group(1).lower()]}"),
    (r"\b(first|second|third|fourth|last)\b(?=\s+(?:business day|day|week|weekday|month|quarter|of|"
     + "|".join(WEEKDAYS) + "|" + DAY_ABBREVIATIONS + r")\b)", lambda m: f"ordinal:{ORDINAL_WORDS[m.group(1).lower()]}"),
    (r"\bq([1-4])\b", lambda m: f"quarter:{m.group(1)}"),
    (r"\bfy\s?'?(\d{2,4})\b", lambda m: f"fiscal:{int(m.group(1)) % 100}"),
    (r"\b(" + "|".join(MODES) + r")\b", lambda m: "mode:" + MODES[m.group(1).lower()]),
    (r"(?:(?<=\bin )|(?<=\bto )|(?<=\binto )|(?<=\bfrom ))((?!maintenance\b)[a-z][\w\-]*)[ \-]mode\b",
     lambda m: "mode:" + m.group(1).lower()),  # "in log-only mode", not the feature "dark mode"
    (r"(?<![/\-])\b(in[ \-]progress|wip|ongoing|underway|done|resolved|complete|completed|finished|green|red|passing|failing|"
     r"broken)\b(?![/\-]|\s+by\b)", lambda m: "status:" + STATUSES.get(m.group(1).lower().replace("-", " "), "red")),
    # Where a change stands: "migration 12 is pending" / "applied"; not "logs shipped to loki" (a place).
    (r"(?<![/\-])\b(pending|queued|in qa|in review|in testing|applied|shipped|released|launched|merged)\b(?![/\-])"
     r"(?!\s+(?:to|via|with|from|by|over|through|into|at|every|weekly|daily|monthly)\b)",
     lambda m: "status:" + LIFECYCLE[m.group(1).lower()]),
    (r"(?<![.\w-])(" + "|".join(TIERS) + r")\b", lambda m: "tier:" + TIERS[m.group(1).lower()]),
    (r"(?<![\w.\-/])\.\d+\b(?![\w\-/.])", lambda m: _version("0" + m.group())),  # ".65" is 0.65
    (r"(?<![\w.\-/])v\d+(?:\.\d+)*\b(?![\w-])", lambda m: _version(m.group())),
    (r"(?<![\w.\-/$])\d+\.\d+k\b", lambda m: _version(m.group())),  # "16.5k" is 16,500
    (r"(?<![\w.\-/])\d+(?:\.\d+)+(?:\.x)?(?![\w\-/])", lambda m: _version(m.group())),
    (r"(?<![\w.\-/])\d+\.x\b", lambda m: _version(m.group())),
    (r"(?<![\w.\-/$])\d+(?:,\d{3})+(?![\w\-/])|(?<![\w.\-/$])\d+k?(?![\w\-/.]|\.\d)", lambda m: _version(m.group())),
    # "one" is a count where a count is asked for ("needs one approval", "at most one"), not "no one", "this one".
    (r"(?:(?<=\bneed )|(?<=\bneeds )|(?<=\brequire )|(?<=\brequires )|(?<=\bonly )|(?<=\bjust )|(?<=\bexactly )|"
     r"(?<=\bleast )|(?<=\bmost )|(?<=\bup to )|(?<=\bmax )|(?<=\bmin ))one\b(?=\s+[a-z])|\ba single\b(?=\s+[a-z])",
     lambda m: "number:1"),
    (r"\b" + TENS_AND_UNITS, lambda m: "number:" + _fmt(_number(m.group()))),
    (r"\b(" + "|".join(w for w in NUMBER_WORDS if w not in ("zero", "one")) + r")\b",
     lambda m: "number:" + _fmt(NUMBER_WORDS[m.group(1).lower()])),
]]


class Trigger:
    """When a pattern can match at all: a digit, or one of its literal words (or their first letters) in the text.

    Most memos hold few of the dozens of patterns' words; checking a set first keeps the
    reading of a memo cheap (a year-scale backfill reads every memo).
    """

    LITERALS = re.compile(r"[a-z'’]{2,}|->|→|=>")
    TOO_COMMON = {"at", "of", "in", "an", "is", "to", "by", "as", "or", "it", "be", "st", "nd", "rd", "th", "mo",
                  "yr", "hr", "ms", "the", "are", "was", "were", "and", "for", "with", "has", "have", "been"}

    def __init__(self, pattern: re.Pattern):
        self.pattern = pattern
        self.digit = "\\d" in pattern.pattern
        source = re.sub(r"\\[a-z]", " ", pattern.pattern.lower())  # \b, \s, \w are not letters of a word
        words = set(self.LITERALS.findall(source))
        words |= {w[:-1] for w in words if len(w) > 4}  # "requires?" also reads "require"
        self.words = frozenset(words) - self.TOO_COMMON

    def may_match(self, text: "TextWords") -> bool:
        return (self.digit and text.digit) or not self.words.isdisjoint(text.words)


class TextWords:
    """A text's words, their first 2 to 7 letters, and whether it has a digit or an arrow."""

    def __init__(self, text: str):
        low = text.lower()
        words = re.findall(r"[a-z'’]+|->|→|=>", low)
        found = set(words)
        for w in words:
            found.update(w[:n] for n in range(3, len(w)))
            if "n't" in w:
                found.add("n't")
        self.words = found
        self.digit = any(c.isdigit() for c in low)


# All value patterns in one alternation, in order: what `value_matches` finds (leftmost first,
# then the earlier pattern); each match is read again with its own pattern.
ALL_VALUES = re.compile("|".join(f"(?P<v{n}>{re.sub(r'[(][?]P<[a-z]+>', '(', p.pattern)})"
                                 for n, (p, _) in enumerate(VALUE_PATTERNS)), re.I)


def _value_screens() -> dict[int, re.Pattern]:
    """For the slowest patterns (their lookbehinds are tried at every position), a part every match
    of theirs contains, found in one quick search: without it the pattern cannot match."""
    screens = {r"(?<=\bon )": rf"\b(?:{DAY_ABBREVIATIONS})\b", r"(?<=\bneeds )": r"\bone\b|\ba single\b",
               r"[ \-]mode\b": r"[ \-]mode\b", r"(?<!\bcapped at )": r"\bat [12]\d[0-5]\d"}
    found = {n: re.compile(screen, re.I) for n, (pattern, _) in enumerate(VALUE_PATTERNS)
             for part, screen in screens.items() if part in pattern.pattern}
    assert len(found) == len(screens), "a screened value pattern changed: update its screen"
    return found


VALUE_SCREENS = _value_screens()


def value_matches(text: str) -> list[tuple[int, re.Match]]:
    """(pattern index, match) of each value in `text`, as `ALL_VALUES.finditer` finds them.

    The alternation tries every pattern at every position (224 us a memo, the larger part of
    reading one); each pattern alone skips ahead on its own literals. So each pattern keeps its
    next match from the scan's position, and the earliest wins, the earlier pattern on a tie:
    the alternation's choice. A pattern's next match stays valid until the scan passes its start.
    """
    pending: dict[int, re.Match] = {}
    for n, (pattern, _) in enumerate(VALUE_PATTERNS):
        screen = VALUE_SCREENS.get(n)
        if screen is not None and not screen.search(text):
            continue
        m = pattern.search(text)
        if m:
            pending[n] = m
    found = []
    while pending:
        n, m = min(pending.items(), key=lambda item: (item[1].start(), item[0]))
        found.append((n, m))
        end = max(m.end(), m.start() + 1)  # no pattern matches empty; a step past it if one did
        for k in [k for k, other in pending.items() if other.start() < end]:
            again = VALUE_PATTERNS[k][0].search(text, end)
            if again:
                pending[k] = again
            else:
                del pending[k]
    return found

SUBJECT_KINDS = {"word", "name", "ident"}
# Value kinds that are settings of a subject (not names of things).
TYPED_KINDS = {"number", "size", "mass", "volume", "temperature", "duration", "percent", "money", "multiple", "time", "timezone", "day", "daypart",
               "date", "month", "ordinal", "frequency", "quarter", "fiscal", "mode", "tier", "person", "place",
               "status"}
# Owners and places answer one question (who or where holds it): "triaged by the data eng on-call"
# and "triage moved to the analytics eng rotation" fill the same slot.
HOLDER_KINDS = {"person", "place"}

# --- phrases -----------------------------------------------------------------------------

FILLER_PHRASES = re.compile(
    r"\b(?:from now on|going forward|moving forward|as of (?:today|now|this (?:week|wk|month|quarter|sprint|year)|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|q[1-4]|the \w+ (?:release|launch))|starting (?:today|now|next \w+|"
    r"this \w+|(?:mon|tues|wednes|thurs|fri|satur|sun)day|with the next release)|effective (?:immediately|today|now)|"
    r"for now|right now|at the moment|at present|heads up|by the way|just so you know|in case anyone missed it|"
    r"(?<!the )(?:last|this|next|past) (?:week|wk|night|month|quarter|year|sprint|weekend|time)|"
    r"over the weekend|this (?:morning|afternoon|evening)|a (?:bit|couple of \w+|ton of)|"
    r"not sure who needs to know this|just in case|nothing urgent|no action needed[^,.;]*)\b", re.I)
# Who a memo is for, where it came from, and sign-offs: "just so everyone knows", "(per the retro)", "lmk if
# questions". Filler for its words and for its cues ("ping me if it's still slow" restates nothing).
SIGN_OFFS = re.compile(
    r"\b(?:just so (?:you|everyone|everybody|y'?all|folks|people|the team|we're all aware)(?: knows?| is aware| are aware)?|"
    r"so (?:everyone|everybody) knows|for (?:your|everyone'?s) (?:info|information|awareness)|"
    r"as (?:discussed|mentioned|agreed)(?: [a-z]+ (?:the|our) [\w\-]+)?|per (?:the|our|my|a) [\w\-]+(?: [\w\-]+)?|"
    r"(?:lmk|let me know|ping me|dm me|reach out)(?: if [^,.;!?()]*)?|any questions\??|"
    r"(?:thanks|thank you|thx|ty|cheers)(?: all| everyone| folks| team| y'?all)?)\b", re.I)
CHANGE_CUE = re.compile(
    r"->|→|=>|\b(?:now|from now on|going forward|moving forward|as of|starting|effective|chang\w*|mov(?:e|ed|es|ing)|"
    r"switch\w*|migrat\w*|replac\w*|upgrad\w*|downgrad\w*|bump\w*|rais\w*|lower\w*|increas\w*|decreas\w*|"
    r"reduc\w*|extend\w*|shorten\w*|dropp\w*|tighten\w*|relax\w*|loosen\w*|resiz\w*|scaled|renam\w*|reassign\w*|"
    r"transferr\w*|handed|took over|taken over|tak(?:es?|ing) over|pass(?:ed|es|ing)? (?:it |on |over )?to|reschedul\w*|relocat\w*|shifted|instead|no longer|anymore|"
    r"no more|stopp\w*|retir\w*|deprecat\w*|decommission\w*|turned|flipped|finally|repartition\w*|pushed|"
    r"rolled out|rotated|expanded|doubled|halved|ramp(?:ed|ing)|cut (?:down |back )?to|revised|adjusted|"
    r"tweaked|re-?estimated|(?:went|gone) (?:up|down)|down from|renegotiat\w*|re-?priced|hiked|"
    # a new version or rating put in: "flashed to fw 3.4.0", "updated to WP 6.5", "re-rated", "supersedes rev 11"
    r"updated(?!\s+by\b)|updating|(?:re-?)?flashed|patched|re-?imaged|re-?rated|amended|supersed(?:ed|es|ing))\b",
    re.I)
RESTATED_CUE = re.compile(  # said of the subject: "prod is still in us-east-1"
    r"\b(?:still|remains?|remained|stays?|stayed|staying|continues?|continued|reiterat\w*)\b|"
    r"^\s*again\b", re.I)
# Said of the memo: a restatement unless it also says what changed ("reminder: X is 5 now", "finance confirmed").
REMINDED_CUE = re.compile(r"\b(?:reminder|reminding|verified|confirmed|double[ \-]checked)\b", re.I)
UNCHANGED_CUE = re.compile(  # said anywhere: "15 days, same as always"
    r"\b(?:unchanged|as usual|as always|as before|same as (?:before|always|today|usual)|no change|not changing|"
    r"(?:hasn't|has not|haven't|nothing) changed)\b", re.I)
# Not decided yet: a question, a proposal or an idea. It changes no standing fact ("Proposal: raise the batch
# size to 60?"). A change said to be temporary is a change ("temporarily pulled from the iOS app").
TENTATIVE = re.compile(
    r"\?(?![\w=&])|\b(?:propos(?:e|ed|es|al|als|ing)|suggest(?:s|ed|ion|ing)?|considering|thinking (?:of|about)|"
    r"(?:should|shall|could|can) we|maybe|perhaps|might|tbd|rfc|draft|pending (?:approval|sign-?off|review)|"
    r"to be (?:decided|confirmed|discussed)|under discussion|up for discussion|not (?:yet )?(?:decided|final|approved)|"
    r"wondering|tentative(?:ly)?)\b", re.I)
ADDITION_CUE = re.compile(  # "too" at the end of what it adds to, not "too pricey"
    r"\b(?:also|too(?=\s*(?:$|[,.;:!?)\-]|(?:now|today|then|going|from|starting|as of|btw)\b))|as well|additionally|additional|in addition|another|added|adding|extra|secondary|"
    r"alongside)\b", re.I)
# "no more than 5", "can't exceed 50k": a bound on a value, not a negation.
BOUNDS = re.compile(
    r"\b(?:no|not) (?:more|later|earlier|longer|less|fewer|sooner) than\b|"
    r"\b(?:can't|cannot|can not|must not|may not|shouldn't|should not|won't|doesn't|don't|do not) exceed\b|"
    r"\bat (?:most|least)\b|\bno matter\b|\bnot only\b", re.I)
ONLY = re.compile(r"\b(?:nobody|no one|none|nothing) (?:but|except|other than)\b", re.I)
NEGATION = re.compile(
    r"\b(?:no longer|any ?more|no more|not|no|never|none|nobody|nothing|cannot|stop|stops|stopped|stopping)\b|"
    r"\w*n't\b", re.I)
NEG_STATE = re.compile(
    r"\b(?:disabled?|disabling|deactivated|closed|frozen|freezes|paused|halted|deprecated|archived|decommissioned|"
    r"retired|sunset|shelved|shut (?:down|off)|on[ \-]hold|removed|killed|forbidden|prohibited|banned|blocked|"
    r"rejected|disallowed|unavailable|unsupported|out of rotation|read[- ]only|offline|inactive|suspended|revoked|"
    r"cancell?ed|discontinued|(?:disable|ban|forbid|disallow)s|pulled|taken (?:down|offline)|concluded|torn down|dropped(?!\s+(?:to|from|by)\b)|rolled back(?!\s+to\b)|reverted(?!\s+to\b)|"  # "dropped to 200ms" is lowered, not gone
    # out of use for now: "freezer F3 is out of service", "MV Solan is laid up" (not "locked": "locked at 800 DPI")
    r"out of (?:service|action|order|commission|use)|inoperative|laid up|off the road)\b|"
    # broken or being mended: "G-BXLT grounded pending repair", "van 3 is in the shop", "ladder 1 OOS" (not a rule:
    # "grounded above 25 km/h")
    r"\b(?:grounded(?!\s+(?:above|below|over|under|when|whenever|if|during|in)\b)|under repair|being (?:repaired|fixed|serviced)|in the (?:shop|workshop)|oos|locked out)\b|"
    r"\b(?:is|are|was|were|be|been|turned|switched|flipped|toggled|went|stays?|remains?)\s+(?:(?:now|currently|still)\s+)?"
    r"(?:off|down)\b|\boff\s+(?:in|for|by default|globally|again)\b|\(off\)|"
    r"(?:^|(?<=[:=])|(?<=[:=] ))\s*off\b(?=\s*(?:$|[,.;)]|for\b|in\b|again\b|now\b|globally\b|by default\b))", re.I)
REQUIRE = re.compile(
    r"\b(?:requires?|required|requiring|must|mandatory|need(?:s|ed)?(?: to)?|has to|have to|only|"
    r"(?:is|are) expected|"
    r"restricted)\b", re.I)
LIMITED_STATE = re.compile(
    r"\b(?:maintenance mode|log-only|experimental|beta|alpha|preview only|limited availability|shadow[ \-](?:only|mode)|in shadow|"
    r"internal[ \-]only|behind a (?:feature )?flag)\b", re.I)
ENABLE = re.compile(
    r"\b(?:enabled?|enforced|open|active|actively|resumed|ga|generally available|available|allowed|permitted|"
    r"live(?!\s+(?:in|on|at|under|inside|within|next|with|alongside)\b)|"
    r"stable|(?:(?<=\bis )|(?<=\bare )|(?<=\bstill ))serving(?!\s+(?:from|via|at|on|by|through|as)\b)|relaunched|reopened|reinstated|restored|back on|"
    r"accepted|approved(?!\s+by\b)|supported|actively maintained|healthy|in rotation|can|may|able to|(?:is|are|went) live|"
    r"reactivated|re-?enabled|in service|in operation|operational)\b|"
    # mended and in use again: "FV5 is back in service", "van 3 back on the road", "Annealer #1 is fixed and
    # running again", "the truck's back from the shop"; not a price or rate "fixed at £5", nor "fixed by Dana"
    r"\b(?:(?:is|are|was|were|been|s|now|got|get|gets)\s+)(?:fixed|repaired|mended)\b(?!\s+(?:at|to|by|for|on|in)\b)|"
    r"\b(?:fixed|repaired|mended)(?=\s*(?:$|[,;:!)]|\.(?:\s|$)|\s-|and\b|now\b|today\b|this\b|yesterday\b|overnight\b))|"
    r"\b(?:running|working|generating|operating|flying|sailing|trading|serving|in use)\s+again\b|"
    r"\bback (?:in (?:service|action|operation|use|the \w+ pool)|on the road|on the water|working|running|"
    r"from (?:the )?(?:shop|workshop|repairs?|garage))\b|"
    r"\bcleared (?:for|to) (?:use|ops|operations?|service|flight|flying|fly|sail|sailing|work)\b|"
    r"\b(?:is|are|turned|switched|flipped|toggled|set)\s+(?:back\s+)?on\b"
    r"(?=\s*(?:$|[,.;)]|for\b|in\b|again\b|now\b|globally\b|by default\b))|\bback up\b|"
    # a setting written "merge queue: ON for main", "sso = on"
    r"(?:^|(?<=[:=])|(?<=[:=] ))\s*on\b(?=\s*(?:$|[,.;)]|for\b|in\b|again\b|now\b|globally\b|by default\b))", re.I)

OLD_MARKERS = [re.compile(p, re.I) for p in [
    # "from X to Y" after a change verb; "off X", "out of X", "away from X" after a move
    r"\b(?:mov\w*|switch\w*|migrat\w*|chang\w*|transition\w*|went|go(?:ing)?|upgrad\w*|downgrad\w*|"
    r"bump\w*|shift\w*|reassign\w*|transferr\w*|handed \w+|port\w*)\b[^,;]*?\bfrom\s+(?P<old>[^,;]+?)"
    r"\s*(?:\bto\b|->|→|=>|\binto\b)",
    r"\bfrom\s+(?P<old>[^,;]+?)\s*(?:->|→|=>)",
    r"\b(?:mov\w*|switch\w*|migrat\w*|came|got|taken|rotated|pulled|ported)\s+(?:[\w\-]+\s+){0,3}?"
    r"(?:off|out of|away from)\s+"
    r"(?:of\s+)?(?:the\s+)?(?P<old>[^,;.]+?)(?=\s*(?:->|→|=>|,|;|\.|$|\binto\b|\bto\b|\bonto\b|\band\b))",
    r"\binstead of\s+(?:the\s+)?(?P<old>[\w@#.\-/\ue000-\uefff]+(?:\s+[\w@#.\-/\ue000-\uefff]+)?)",
    r"\breplac\w*\s*:?\s+(?!by\b)(?:the\s+)?(?P<old>[^,;]+?)\s+(?:with|by|->|→|=>|for)\b",
    r"(?P<old>[\w@#.\-/\ue000-\uefff]+(?:\s+[\w@#.\-/\ue000-\uefff]+)?)\s+(?:was\s+|is\s+|got\s+|has been\s+)?"
    r"replaced\b(?!\s*:)",  # not "crash reporting replaced: Crashlytics -> Sentry"
    r"(?P<old>[\ue000-\uefff])\s*(?:->|→|=>)",  # "3.3 -> 3.5"
    # not "retries -> 8" (a setting) nor "warehouse -> salesforce sync" (a flow)
    r"(?P<old>[\w@#.\-/]+)\s*(?:->|→|=>)(?!\s*[\d$\ue000-\uefff])(?!\s*\S+\s+(?:sync|syncs|migration|pipeline|"
    r"replication|export|import|integration|connector|feed|etl|transfer|mirror|backup|flow|copy|bridge)\b)",
    r"\b(?:stopped using|dropped(?!\s+(?:to|from|by)\b)|away from)\s+(?:the\s+)?(?P<old>[\w@#.\-/\ue000-\uefff]+(?:\s+[\w@#.\-/\ue000-\uefff]+)?)",
    r"^\s*(?:but\s+|and\s+)?(?:not|no more|no)\s+(?:the\s+)?(?P<old>[\w@#.\-/\ue000-\uefff]+(?:\s+[\w@#.\-/\ue000-\uefff]+)?)\s*$",
    r"\b(?:was|were)\s+(?P<old>[\w@#.\-/$%\ue000-\uefff]+)(?=\s*\))",
    r"(?P<old>[\w@#.\-/\ue000-\uefff]+)\s+(?:is\s+|are\s+|was\s+|were\s+|has been\s+|have been\s+|got\s+)?(?:being\s+)?"
    r"(?:retired|deprecated|decommissioned|removed|gone|torn down|shut (?:off|down)|archived|sunset|read-only)\b",
    # an owner who left: "Dana moved to platform", "Jonas is on parental leave"
    r"(?P<old>[\w@.\-]+)\s+(?:handed|hands|is handing) (?:off|over)\b",
]]
DEPARTED = re.compile(  # an owner who left: "Dana moved to platform", "Jonas is on parental leave"
    r"(?P<old>@[\w.\-]+|\b[A-Z][a-z]+|[\ue000-\uefff])\s+(?:has\s+)?(?:moved (?:to|over to|on)|left|rotated off|"
    r"is leaving|is on [\w ]*leave|stepped down|is focusing)\b")
OLD_TRIGGERS = [Trigger(pattern) for pattern in (*OLD_MARKERS, DEPARTED)]
TIED = re.compile(r"\b(?:for|of)\s+(?:the\s+|all\s+|our\s+|each\s+)?([a-z][\w\-]*)")
NAMES_OLD = re.compile(r"->|→|=>|\b(?:replac\w*|instead of|stopped using|no more|away from|off of|moved off|"
                       r"switched off|migrated off|gone|retired|decommissioned|sunset|from \S+ to)\b", re.I)

VALUE_WORD = re.compile(
    r"\d[\d.:,]*(?:[a-z%]{1,3})?(?:/[a-z]{1,5})?|v\d[\d.]*|"
    r"\d{1,2}(?::\d\d)?(?:am|pm)?[-–]\d{1,2}(?::\d\d)?(?:am|pm)|\d{1,2}:\d\d[-–]\d{1,2}:\d\d|once|twice|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|"
    r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|"
    r"nov(?:ember)?|dec(?:ember)?|hourly|daily|nightly|weekly|biweekly|monthly|"
    r"quarterly|yearly|annually|noon|midnight|mornings?|afternoons?|evenings?|weekends?|"
    r"green|red|passing|failing|done|complete|completed|finished|wip|ongoing|underway|"
    r"two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|hundred")
# A comma between a day and a day written short is a list of days, not a clause break ("Mon, Wed, Fri evenings"):
# the short day alone in a clause of its own would read as a word.
AFTER_A_DAY = "".join(rf"(?<!\b{day})" for day in sorted(set(WEEKDAYS) | set(DAY_ABBREVIATIONS.split("|"))))
# A colon splits, except before what it names: one word ("new vpn endpoint: vpn2.acme.net") or an owner
# ("repo owner: Chloe").
CLAUSE_SPLIT = re.compile(r"\s*(?:;|!+|\?|(?<=[^\d\s])\.(?:\s+|$)|\s+-{1,2}\s+|\s+[—–]\s+|"
                          r"(?<!\bowner)(?<!\bowners)(?<!\bpoc)(?<!\bcontact)(?<!\bdri)(?<!\blead)(?<!\bmanager)"
                          r"(?<!\bmaintainer):\s+(?![^\s,;!?]+[.!?]?\s*(?:$|[,;!?\n]))|"
                          r"(?i:" + AFTER_A_DAY + r"),\s+|,\s+(?!(?i:" + DAY_ABBREVIATIONS + r")\b)|\n+|\s+\|\s+)\s*")
# A dash between two clock times is a range, not a clause break: "10 am - 6 pm", "10:00 - 18:00".
CLOCK_DASH = re.compile(r"(\d\s?[ap]m|\d:\d\d)\s+(?:-{1,2}|[—–])\s+(?=\d)", re.I)
COMPOUND = re.compile(r"[a-z]+(?:[-/][a-z]+)+")
HANDLE = re.compile(r"(?<![\w.])@([a-z0-9][\w.\-]*[a-z0-9])", re.I)  # "@jess": a person, like a full name
PRIVATE = 0xE000  # values are masked as private-use characters while a clause is read
TOKEN = re.compile(r"([\ue000-\uefff])|->|→|=>|[@#]?[\w][\w'’.\-/:+<>]*")


@dataclass(frozen=True)
class Item:
    key: str  # a lemma ("staging"), a name or identifier ("sentry", "us-east-1"), or a typed value ("day:friday")
    kind: str  # "word", "name", "ident", or a value kind ("number", "duration", "person", ...)
    clause: int
    aside: bool  # inside parentheses
    old: bool = False  # the memo names it as the old value
    unit: str = ""  # the word a number counts ("nodes" in "12 nodes")
    at: int = 0  # its token's place in the clause: which items are next to each other

    @property
    def typed(self) -> bool:
        return self.kind in TYPED_KINDS

    @property
    def substantive(self) -> bool:
        return self.kind != "word" or len(self.key) > 1


@dataclass(frozen=True)
class Clause:
    index: int
    aside: bool
    polarity: str  # "neg", "required", "limited", "pos", or "" when no state is said
    cues: frozenset[str]  # change / restated / addition / no_longer


def _split_asides(text: str) -> list[tuple[str, bool]]:
    parts, last = [], 0
    for m in re.finditer(r"\((?!\d{3}\)\s?\d)([^()]*)\)", text):  # not a phone's area code: "(555) 010-4421"
        parts.append((text[last:m.start()], False))
        parts.append((m.group(1), True))
        last = m.end()
    parts.append((text[last:], False))
    return [(t, aside) for t, aside in parts if t.strip()]


LIFTED = re.compile(  # "don't need", "not required", "no longer prohibited": a requirement or ban lifted
    r"\b(?:not|no|never|don't|doesn't|isn't|aren't|no longer)\s+(?P<kept>(?:[\w\-]+\s+){0,2}?)"
    r"(?:requires?|required|need(?:s|ed)?|mandatory|enforced|forbidden|prohibited|banned|blocked|disabled|"
    r"restricted)\b(?:\s+(?:anymore|any more|any longer))?|"
    # "optional", "a nice-to-have", "is fine now", "freeze lifted", "waived": nothing is required or banned
    r"\b(?:optional|nice[ \-]to[ \-]have|lifted|waived|recommended|encouraged|voluntary)\b|"
    r"\b(?:is|are)\s+(?:now\s+)?(?:fine|ok|okay)\b",
    re.I)
# States are read as values of their own: what a clause says of its subject's state.
UNDONE = re.compile(  # a state undone: "un-deprecated", "unfrozen", "out of maintenance mode"
    r"\b(?:" + "|".join(f"un{w}|un-{w}" for w in (
        "deprecated", "frozen", "paused", "blocked", "archived", "locked", "suspended", "banned", "muted", "hidden",
        "shelved")) + r")\b|"
    r"\bout of (?:maintenance(?: mode)?|beta|preview|alpha|(?:the )?freeze|hold|read-only(?: mode)?)\b", re.I)
GONE = re.compile(  # past disabled or read-only: it no longer exists
    r"\b(?:decommissioned|retired|removed|shut (?:down|off)|torn down|sunset|killed|gone)\b", re.I)
STATE_PATTERNS = [(BOUNDS, ""), (ONLY, "state:required"), (LIFTED, "state:pos"), (UNDONE, "state:pos"),
                  (LIMITED_STATE, "state:limited"), (GONE, "state:neg:gone"), (NEG_STATE, "state:neg"),
                  (NEGATION, "state:neg"), (REQUIRE, "state:required"), (ENABLE, "state:pos")]


STATE_TRIGGERS = [(Trigger(pattern), state) for pattern, state in STATE_PATTERNS]
CUE_TRIGGERS = [(name, Trigger(pattern)) for name, pattern in (
    ("change", CHANGE_CUE), ("restated", RESTATED_CUE), ("reminded", REMINDED_CUE), ("unchanged", UNCHANGED_CUE),
    ("addition", ADDITION_CUE))]


# The words and stems of the cue and state patterns, for a cheap screen (`MemoFacts.signals`).
SIGNAL_WORDS = frozenset("""
frozen paused deprecated blocked archived locked suspended banned muted hidden decommissioned green red
passing failing done complete completed finished
now no not never none nobody nothing cannot anymore still remains remain remained stays stay stayed staying continues
continue continued unchanged usual also too additionally additional another added adding extra secondary alongside
instead again finally forbidden prohibited banned blocked rejected disallowed disabled enabled disable enable closed
open frozen freezes paused halted resumed down off active actively inactive deprecated archived retired sunset shelved
shut hold removed killed offline online live ga available unavailable allowed permitted accepted approved supported
unsupported required requires require requiring must mandatory restricted experimental beta alpha maintenance
confirmed verified going forward starting effective cancelled canceled gone torn dropped new
optional nice-to-have lifted waived recommended encouraged voluntary fine ok okay expected deactivated reactivated re-enabled reenabled reverted
pending queued shipped applied released launched merged
discontinued pulled taken concluded stable relaunched reopened reinstated restored shadow shadow-only internal
resolved fixed disables bans forbids disallows serving back cut laid operational inoperative went
grounded repaired mended oos cleared
updated updating flashed reflashed re-flashed patched reimaged re-imaged rerated re-rated amended superseded supersedes
superseding
""".split())
OUT_OF_USE = frozenset({"service", "action", "order", "commission", "use"})
# A duty handed on to someone: "Olga's taking over the checks", "role passed to Abdul", "passing it on to Lee".
HANDED_ON = re.compile(r"\b(?:tak(?:es?|ing) over|pass(?:ed|es|ing)? (?:it |on |over )?to)\b", re.I)
SIGNAL_STEMS = frozenset("""
chang move moving switch migrat replac upgrad downgrad bump rais lower increas decreas reduc extend shorten dropp
tighten relax loosen resiz scaled renam reassign transferr handed reschedul relocat shifted repartition rotated
expanded doubled halved stopp stops decommission deprecat retir turned flipped pushed rolled reiterat
ramp revised adjusted tweaked estimated renegotiat repriced hiked
""".split())


THING = re.compile(r"(?:tion|ment|[^w]er|or)s?$", re.I)  # nouns made of a verb of change: a thing, not a cue


def _cues(text: str, present: TextWords) -> frozenset[str]:
    found = set()
    for name, trigger in CUE_TRIGGERS:
        if trigger.may_match(present) and any(name != "change" or " " in m.group() or not THING.search(m.group())
                                              for m in trigger.pattern.finditer(text)):
            found.add(name)  # "moved", not "the region migration" or "the image resizer"
    if re.search(r"\bno longer\b|\bany ?more\b", text, re.I):
        found.add("no_longer")
    return frozenset(found)


def _old_spans(text: str, present: TextWords) -> list[tuple[int, int]]:
    spans = []
    for trigger in OLD_TRIGGERS:
        if trigger.may_match(present):
            spans.extend(m.span("old") for m in trigger.pattern.finditer(text))
    return spans


@lru_cache(maxsize=65536)
def _is_identifier(token: str) -> bool:
    if token[0] in "@#":
        return True
    if COMPOUND.fullmatch(token):
        return False
    if re.search(r"[./_:<>]", token.strip(".")):
        return True
    return token.count("-") >= 2 or ("-" in token and any(c.isdigit() for c in token))


PERSON = re.compile(r"(?<![A-Z][a-z] )\b([A-Z][a-z]+)\s+([A-Z][a-z]+)\b(?!\s+[A-Z])")
# Capitalized pairs that are not people: "The Payments team", "Staging Redis".
NOT_NAMES = GRAMMAR | LINKING | FILLER | set(SYNONYMS) | set(SYNONYMS.values()) | {
    "staging", "production", "development", "preview", "sandbox", "team", "service", "new", "old", "all",
    "project", "program", "operation", "initiative",
    *WEEKDAY_WORDS,  # "Approved Thursday", "Closed Monday": a day, not a surname
    *MODES, *TIERS}


@lru_cache(maxsize=65536)
def word_keys(word: str) -> frozenset[str]:
    """The lemmas a content word is indexed under: none for a value, both halves and the whole of "on-call"."""
    if VALUE_WORD.fullmatch(word) or word in GRAMMAR or word in FILLER or word in LINKING:
        return frozenset()
    parts = re.split(r"[-/]", word) if COMPOUND.fullmatch(word) else [word]
    keys = {lemma("".join(parts))} if len(parts) > 1 else set()
    for part in parts:
        keys.update(lemma(x) for x in EXPANSIONS.get(part, (part,)))
    return frozenset(keys) - GRAMMAR - LINKING - FILLER


def people(text: str) -> list[re.Match]:
    """Full names: two capitalized words, neither a common word ("Marcus Lee", not "The Payments")."""
    return [m for m in PERSON.finditer(text) if not ({m.group(1).lower(), m.group(2).lower()} & NOT_NAMES)]


# A capitalized pair is read as a person's name, streets and squares too ("Marrow Street"): one written short is
# the same value written out ("9 Marrow St" / "9 Marrow Street", "at Fenwick Sq" / "at Fenwick Square").
STREETS = {"st": "street", "sq": "square", "ln": "lane"}


def _person(m: re.Match) -> str:
    """The value of a `people` match, a street's kind written out."""
    second = m.group(2).lower()
    return f"person:{m.group(1).lower()} {STREETS.get(second, second)}"


# --- holders: who owns a thing, where it lives ---------------------------------------------
#
# An owner or a place is the value of a fact about its subject, however it is written:
# "Dana owns X", "X is owned by Dana's team", "X poc: Tom", "ask Luis"; "X lives in
# confluence", "X moved to the github wiki", "X goes in #incidents". The words that fill
# that slot become one value (person:... or place:...), so the rest of the memo is its subject.
# Read from a clause's tokens with set lookups: regular expressions with dozens of verbs cost
# more than the rest of the reading.

HOLDER_TOKEN = re.compile(r"[\ue000-\uefff]|->|→|[:=]|[@#]?\w+(?:[.\-/:+'’]+\w+)*")
OWNED_BY = {"owned", "maintained", "managed", "run", "handled", "led", "triaged", "answered", "reviewed", "approved",
            "staffed", "covered", "supported", "administered", "taken", "done", "written", "updated"}
OWNS = {"owns", "own", "maintains", "maintain", "manages", "manage"}
ROLES = {"owner", "owners", "poc", "contact", "contacts", "dri", "lead", "leads", "manager", "managers", "maintainer",
         "captain", "captains", "shepherd", "champion", "driver",
         "maintainers", "approver", "approvers", "reviewer", "reviewers", "go-to", "on-call", "oncall"}
HANDED = {"moved", "moves", "transferred", "went", "goes", "passed", "shifted", "changed", "handed", "going"}
ASK = {"ask", "ping", "contact"}
AT_VERBS = {"lives", "live", "living", "lived", "located", "hosted", "stored", "kept", "sits", "sit", "resides",
            "reside", "runs", "run", "running", "ran", "deployed", "published", "filed", "tracked", "logged",
            "posted", "is", "are", "was", "were",
            # a place said tersely, "now" standing for the verb: "rehearsals now in the drama studio"
            "now",
            # where a thing or a meeting is: "housed at Station 2", "based at Wellgate", "held in the lobby" (not
            # "happens in the conf room": "conference room" / "conf room" would read as two places)
            "housed", "based", "held", "stationed", "parked", "moored", "berthed",
            # where a thing is put for people to find it: "placed in the tray", "displayed in the lobby"
            "placed", "displayed", "stocked", "shelved", "stacked", "hang", "hangs", "hung", "mounted"}
# Where, said by what it is beside as much as what it is in: "by the back door", "behind the bar", "next to the
# bakery" ("next" takes its "to", below).
AT = {"in", "at", "on", "under", "inside", "within", "by", "behind", "beside", "near", "opposite", "outside", "next"}
TO_VERBS = {"moved", "moves", "moving", "migrated", "migrating", "switched", "transferred", "relocated", "shifted",
            "pushed", "uploaded", "copied", "synced", "exported", "written", "forwarded", "routed", "shipped",
            "went", "goes", "go", "going", "sent", "send", "routed", "points", "point", "pointing", "redirects",
            "redirect", "redirected", "deployed", "published", "posted", "changed"}
TO = {"to", "into", "onto", "in", "under"}
ADVERBS = {"now", "still", "currently", "all", "also", "back", "over", "out"}  # "moved out to the new shed"
# Verbs of moving a thing, said before the thing: "we moved the kayaks to the east rack" (not "switched the backend
# to X", a replacement, nor "transferred the account to Dana", an owner).
MOVED = {"moved", "move", "moves", "moving", "relocated", "relocate", "relocates", "relocating", "shifted"}
OBJECT_WORDS = {"the", "of", "all", "our", "their", "its", "spare", "old", "new"}  # "moved all the boxes of spares to"
WHEN_WORDS = {"next", "last", "this", "later", "earlier", "tomorrow", "today", "tonight", "morning", "afternoon",
              "evening", "noon", "midnight", "weekend", "week", "month", "year", "end", "start"}
KIND_NOUNS = {"team", "rotation", "squad", "group", "org", "on-call", "oncall", "crew", "folks", "people"}
# Words a holder's name starts with but that are not part of it.
ENTITY_LEADING = {"the", "a", "an", "our", "their", "its", "his", "her", "my", "your", "new", "old"}
# Words that say what kind of holder it is, not which one: "the platform team", "the infra-charts repo".
ENTITY_KIND = KIND_NOUNS | {"teams", "department", "dept", "channel", "repo", "repository", "bucket", "folder",
                            "directory", "dir", "project", "space", "workspace", "board", "cluster", "box", "server",
                            "host", "instance"}
NOT_HOLDERS = {"we", "they", "i", "you", "he", "she", "it", "everyone", "everybody", "nobody", "someone", "somebody",
               "anyone", "this", "that", "these", "those", "who", "which", "there", "here", "all", "both", "each",
               "what", "where", "when", "one", "none", "we're", "they're", "it's", "everything"}
# "on call", "in progress", "at risk": a state, not a place.
NOT_PLACES = {"call", "hold", "progress", "review", "track", "risk", "place", "time", "sync", "board", "charge", "fire",
              "schedule", "budget", "par", "duty", "leave", "vacation", "pto", "standby", "demand", "request",
              "purpose", "average", "default", "total", "general", "parallel", "order", "use", "effect", "case",
              "service", "operation", "action", "commission"}
REGION = re.compile(
    r"(?:us|eu|ap|sa|ca|me|af|il|cn|asia|europe|australia|northamerica|southamerica|us-gov)-"
    r"(?:north|south|east|west|central|northeast|southeast|northwest|southwest)\d?(?:-\d)?|"
    r"(?:east|west|central|north|south|northcentral|southcentral|westcentral)(?:us|europe|asia)\d?|"
    r"(?:nyc|sfo|ams|sgp|lon|fra|tor|blr|syd)\d")
HOST = re.compile(r"(?:[a-z0-9\-]+\.)+(?:io|com|net|org|dev|app|internal|local|co|ai|cloud|corp|lan|sh|so|xyz)")


PLACE_CHARS = re.compile(r"[#/:.]|-.*\d|\d$")  # what every place token holds: a screen before `is_place`


def is_place(token: str) -> bool:
    """A token that names where something is: a URL, a host, a path, a channel, a cloud region."""
    if token[0] == "#" or "://" in token or token.startswith(("/", "~/")) or REGION.fullmatch(token):
        return True
    host = HOST.match(token)
    return bool(host) and (host.end() == len(token) or token[host.end()] == "/")


def _us_country(text: str, m: re.Match) -> bool:
    """ "us customers", "the us region": the country, not the pronoun ("let us know", "for us")."""
    before = text[:m.start()].split()
    after = re.match(r"\s+([a-z][\w\-]*)", text[m.end():], re.I)
    return (not before or before[-1].lower() in ("the", "for", "in", "all", "non", "and", "or", "+", "&")) \
        and bool(after) and after.group(1).lower() not in GRAMMAR | FILLER | LINKING


VERBS_BEFORE_HOLDERS = OWNED_BY | OWNS | AT_VERBS | TO_VERBS | LINKING


def _masked(token: str) -> bool:
    return len(token) == 1 and PRIVATE <= ord(token) < PRIVATE + 4096


def _possessive(word: str) -> str | None:
    return word[:-2] if word.endswith(("'s", "’s")) and len(word) > 2 else None


def _entity(tokens: list[tuple[int, int, str]], at: int, values: list[str], stop: int | None = None
            ) -> tuple[int, int, str] | None:
    """The holder named from token `at` (to `stop`): 1 to 4 words up to a grammar word, a cue or a value.

    Words followed by a number name a product and its version ("on Node 18"), not a holder."""
    while at < len(tokens) and tokens[at][2].lower() in ENTITY_LEADING:
        at += 1
    if at < len(tokens) and _masked(tokens[at][2]):
        value = values[ord(tokens[at][2]) - PRIVATE]
        if not value.startswith("person:"):
            return None
        last = at + 1  # a full name, and the kind of holder it names: "the Web Platform squad"
        while last < len(tokens) and tokens[last][2].lower() in ENTITY_KIND:
            last += 1
        return tokens[at][0], tokens[last - 1][1], value.split(":", 1)[1]
    words: list[str] = []
    begin = end = None
    last = at
    for k in range(at, min(len(tokens), at + 6) if stop is None else stop):
        start, finish, raw = tokens[k]
        word = raw.lower()
        if not words and word in ENTITY_LEADING:
            continue
        if words and len(raw) == 1 and raw.isupper():
            pass  # a capital letter names which one: "Studio A", "bay C", not the article
        elif not words and word == "back" and k and tokens[k - 1][2].lower() == "the":
            pass  # "the back door", "the back room": which one, not "moved back to"
        elif _masked(raw) or word in GRAMMAR or word in FILLER \
                or word in NOT_HOLDERS and raw != "IT" or not word[0].isalnum() and word[0] not in "#@" \
                or _is_cue(word):
            break
        words.append(_possessive(word) or word)  # "by Kirsty's team" names Kirsty, as "Kirsty's team covers" does
        begin = start if begin is None else begin
        end, last = finish, k + 1
        if len(words) == 4:
            break
    kept = len(words)
    while kept and words[kept - 1] in ENTITY_KIND:
        kept -= 1
    if not kept:
        return None
    if last < len(tokens) and _masked(tokens[last][2]) and values[ord(tokens[last][2]) - PRIVATE].startswith("number:"):
        return None
    name = " ".join(w if not w.isalpha() else SYNONYMS.get(w, w) for w in words[:kept])
    return begin, end, name


def holders(text: str, values: list[str] = ()) -> list[tuple[int, int, str]]:
    """(start, end, value) of the owners and places a clause names, in text order, none overlapping."""
    if not _may_hold(text):
        return []
    tokens = [(m.start(), m.end(), m.group()) for m in HOLDER_TOKEN.finditer(text)]
    words = [t[2].lower() for t in tokens]
    found: list[tuple[int, int, str]] = []

    def add(span: tuple[int, int, str] | None, kind: str) -> None:
        if span and span[2].split()[0] not in NOT_HOLDERS | VERBS_BEFORE_HOLDERS \
                and not any(a < span[1] and span[0] < b for a, b, _ in found):
            name = span[2]
            kind = "person" if name[0] == "@" else "place" if is_place(name) else kind
            found.append((span[0], span[1], f"{kind}:{URL_SCHEME.sub('', name.lstrip('@'))}"))

    n = len(words)
    for i, word in enumerate(words):
        after = words[i + 1] if i + 1 < n else ""
        owner = _possessive(word) if after in KIND_NOUNS else None
        if owner and owner not in NOT_HOLDERS:
            add((tokens[i][0], tokens[i + 1][1], SYNONYMS.get(owner, owner)), "person")  # "Raj's team"
        elif word in OWNED_BY and after == "by":  # "owned by Dana", "taken over by the growth team"
            add(_entity(tokens, i + 2, values), "person")
        elif word in ("belongs", "belong", "belonged") and after == "to":
            add(_entity(tokens, i + 2, values), "person")
        elif word in ("ownership", "owner", "owners", "maintainer", "maintainers"):
            k = i + 1 + (after not in HANDED)
            if k < n and words[k] in HANDED:
                k += 1 + (k + 1 < n and words[k + 1] == "over")
                if k < n and words[k] == "to":
                    add(_entity(tokens, k + 1, values), "person")  # "ownership moved to devex team"
        if word in ROLES or word == "person" and i and words[i - 1] == "point":
            # "poc is now Tom", "repo owner: Chloe", "release manager for 4.x is Jonas"
            k = i + 1
            if k < n and words[k] in ("for", "of", "on"):
                k = next((j for j in range(k + 1, min(n, k + 6)) if words[j] in ("is", "are", ":", "=")), n)
            if k < n and words[k] in ("is", "are", ":", "=", "->", "→"):
                k += 1
                while k < n and words[k] in ("now", "still", "currently", "the", "our"):
                    k += 1
                add(_entity(tokens, k, values), "person")
        if word in ASK and (i == 0 or words[i - 1] in ("just", "please", "pls")):
            add(_entity(tokens, i + 1, values), "person")  # "security reviews: ask Luis"
        elif word in ("assigned", "handed") and after in ("to", "over", "off"):
            add(_entity(tokens, i + 2 + (after != "to"), values), "person")
        if word in AT_VERBS or word.endswith(("'s", "'re", "’s", "’re")):
            k = i + 1
            while k < n and words[k] in ADVERBS:
                k += 1
            at = k + 1 + (k + 1 < n and words[k] == "next" and words[k + 1] == "to")  # "next to the gate"
            if k < n and words[k] in AT and (words[k] != "next" or at == k + 2) \
                    and (at == n or words[at] not in NOT_PLACES):
                add(_entity(tokens, at, values), "place")  # "lives in confluence", "is now in ams3"
        if word in TO_VERBS or word == "served":
            k = i + 1
            while k < n and words[k] in ADVERBS:
                k += 1
            if k < n and (words[k] in TO or word == "served" and words[k] == "from"):
                add(_entity(tokens, k + 1, values), "place")  # "moved to the github wiki"
        if word in MOVED and after in ENTITY_LEADING | {"all"}:
            # The thing moved named between the verb and its place: "moved the laminator to the front counter".
            k = i + 2
            while k < min(n, i + 7) and words[k] not in TO and (words[k] not in GRAMMAR or words[k] in OBJECT_WORDS):
                k += 1
            at = k + 1
            while at < n and words[at] in ENTITY_LEADING:
                at += 1
            if k > i + 2 and at < n and words[k] in ("to", "into", "onto") and words[at] not in WHEN_WORDS:
                add(_entity(tokens, k + 1, values), "place")
    _owner_first(tokens, words, values, add)
    return sorted(found)


OWNER_WORDS = OWNED_BY | OWNS | ROLES | ASK | {"belongs", "belong", "belonged", "ownership", "assigned", "handed",
                                               "took", "takes", "looks", "look", "responsible", "person"}


def _may_hold(text: str) -> bool:
    """A cheap screen: the words a holder is named after are there at all."""
    if "'s " in text or "’s " in text or "#" in text or "://" in text:
        return True
    words = set(LOWER_WORDS.findall(text.lower()))
    return bool(not words.isdisjoint(OWNER_WORDS) or not words.isdisjoint(TO_VERBS) and not words.isdisjoint(TO)
                or not words.isdisjoint(AT) and (not words.isdisjoint(AT_VERBS) or "'re " in text or "’re " in text)
                or "served" in words)


LOWER_WORDS = re.compile(r"[a-z'’\-]+")


def _owner_first(tokens, words, values, add) -> None:
    """An owner who opens the clause: "Dana owns X", "the platform team maintains X", "Aisha is the poc"."""
    start = 1 if words and words[0] == "the" else 0
    for k in range(start + 1, min(len(words), start + 4)):
        verb, rest = words[k], words[k + 1:k + 5]
        if verb in ("now", "also", "still"):
            continue
        role = verb in ("is", "are") and any(w in ROLES or w == "responsible" for w in rest)
        if verb in OWNS or role or verb in ("took", "takes", "looks", "look") and rest[:1] in (["over"], ["after"]) \
                or verb in ("has", "have") and rest[:2] == ["taken", "over"]:
            add(_entity(tokens, start, values, k), "person")
            return


# A name and its version written together: "go1.21", "python3.11", and a whole version glued to a runtime or a
# database ("pg15", "node20"); not "sev1" or "SOC2": names of their own.
GLUED = re.compile(r"(?<![\w.\-/:@#])([a-z]{2,})(\d+\.\d+(?:\.\d+)*)(?![\w\-/:]|\.\w)|"
                   r"(?<![\w.\-/:@#])(pg|postgres|py|python|node|java|jdk|php|ruby|rails|mysql|redis|ios|android|"
                   r"react|vue|angular|kafka|go|dotnet|net|scala|swift|kotlin|ubuntu|debian|centos|rhel|alpine)"
                   r"(\d{1,3})(?![\w\-/:]|\.\w)", re.I)
# A name and its number written together or apart ("SOC2" / "SOC 2", "UUIDv4" / "uuid v4") are one text.
DIGIT = re.compile(r"\d")
ACRONYM = re.compile(r"\b[A-Z]{2,5}(?=s?\b)")
NAME_NUMBER = re.compile(r"\b([a-z]{2,}) (v?\d)")


def _unglue(m: re.Match) -> str:
    return f"{m.group(1)} {m.group(2)}" if m.group(1) else f"{m.group(3)} {m.group(4)}"


def _per(m: re.Match) -> str:
    unit = m.group(2).lower()
    if m.start() and m.string[m.start() - 1] in "$£€" and unit in ("mo", "month", "yr", "year"):
        return m.group()  # "$4,200/mo": the money pattern reads its period
    return f"{m.group(1)} per {PER_UNIT.get(unit, unit)}"


def _glue(m: re.Match) -> str:
    return m.group() if m.group(1) in GRAMMAR or m.group(1) in FILLER else m.group(1) + m.group(2)


def plain_text(text: str) -> str:
    """The text without accents (compatibility forms decomposed, combining marks dropped)."""
    return text if text.isascii() else "".join(
        c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


class MemoFacts:
    """The facts of one memo's text; computed lazily, at most once."""

    def __init__(self, text: str, reading: str | None = None):
        self.text = text
        # Read without accents: "Tomás" and "tomas" are one name.
        self.plain = plain_text(text)
        self._reading = reading  # its close reading as `reading` wrote it earlier: decoded when needed

    @property
    def reading(self) -> str | None:
        """Its close reading (items and clauses) as compact JSON, if it was read closely (or given one):
        what `MemoFacts(text, reading)` takes back instead of reading the text again."""
        if self._reading is None and "_analysis" in self.__dict__:
            items, clauses = self._analysis
            self._reading = json.dumps([[[i.key, i.kind, i.clause, int(i.aside), int(i.old), i.unit, i.at]
                                         for i in items],
                                        [[c.index, int(c.aside), c.polarity, sorted(c.cues)] for c in clauses]],
                                       separators=(",", ":"), ensure_ascii=False)
        return self._reading

    @cached_property
    def normalized(self) -> str:
        return " ".join(words(FILLER_PREFIX.sub("", self.plain)))

    @cached_property
    def exact_key(self) -> str:
        """The normalized text without filler and sign-offs, a name and its number written together: equal keys
        are exact duplicates ("SOC2" / "SOC 2", "UUIDv4" / "uuid v4", "... - lmk if questions")."""
        text = " ".join(words(FILLER_PREFIX.sub("", self._unfilled)))
        return NAME_NUMBER.sub(_glue, text) if DIGIT.search(text) else text

    @cached_property
    def content(self) -> frozenset[str]:
        """Content words: no stop words, no negations, no filler or sign-offs ("going forward", "lmk")."""
        return frozenset(content_words(self._unfilled))

    @cached_property
    def _unfilled(self) -> str:
        return FILLER_PHRASES.sub(" ", SIGN_OFFS.sub(" ", self.plain))

    @cached_property
    def tokens(self) -> list[str]:
        return self.normalized.split()

    # --- cheap facts: enough to find and screen candidate pairs without reading the memo fully

    @cached_property
    def index_keys(self) -> frozenset[str]:
        """Lemmas of the content words ("stg" -> staging), no bare numbers: what candidates must share."""
        return self._keys(self.content)

    @cached_property
    def acronym_keys(self) -> frozenset[str]:
        """Index keys it writes in capitals, 2 to 5 letters ("EHS", "PSAs"): what another memo may spell out."""
        found = ACRONYM.findall(self.plain)
        return frozenset(lemma(a.lower()) for a in found) & self.index_keys if found else frozenset()

    @cached_property
    def initials(self) -> dict[str, frozenset[str]]:
        """Initials of 2 to 5 consecutive content words, read cheaply from the text, to the index keys of those
        words: "conductivity-temperature-depth" -> ctd, "pilot in command" -> pic."""
        seq = [w for w in re.findall(r"[a-z][a-z']*", self.plain.lower()) if not word_is_filler(w)]
        found: dict[str, frozenset[str]] = {}
        for size in range(2, 6):
            for start in range(len(seq) - size + 1):
                window = seq[start:start + size]
                found.setdefault("".join(w[0] for w in window), frozenset(lemma(w) for w in window))
        return found

    @cached_property
    def tied_words(self) -> frozenset[str]:
        """Lemmas of the words it ties to another with "for" or "of" ("size for [avatars]"): qualifiers."""
        return frozenset(lemma(m.group(1)) for m in TIED.finditer(self.plain.lower()))

    @cached_property
    def tentative(self) -> bool:
        """Asks or proposes (`TENTATIVE`): no decided fact."""
        return bool(TENTATIVE.search(self._unfilled))

    @cached_property
    def names_old(self) -> bool:
        """Says something was replaced or is gone ("moved off X", "X is gone"): a candidate may share only that."""
        return bool(NAMES_OLD.search(self.plain))

    @cached_property
    def subject_size(self) -> int:
        """How many index keys name its subject: its owners' and places' words do not ("owned by the data
        platform team"); a candidate must share a third of these."""
        if not self._holder_spans and self.content.isdisjoint(SIGNAL_WORDS):
            return len(self.index_keys)
        text = self.plain
        for start, end, _ in reversed(self._holder_spans):
            text = text[:start] + " " + text[end:]
        # Nor do words of state or change: "main branch is [frozen]".
        words = frozenset(w for w in content_words(text) if w not in SIGNAL_WORDS)
        return len(self._keys(words)) or len(self.index_keys)

    @cached_property
    def _holder_spans(self) -> list[tuple[int, int, str]]:
        return holders(self.plain)

    @cached_property
    def holder_words(self) -> frozenset[str]:
        """The words of its owners and places, read cheaply: values, like numbers, to the screen."""
        return frozenset(w for start, end, _ in self._holder_spans for w in content_words(self.plain[start:end]))

    def _keys(self, content: frozenset[str]) -> frozenset[str]:
        keys = set()
        for w in content:
            keys.update(word_keys(w))
        return frozenset(keys) - self.person_words

    @cached_property
    def person_words(self) -> frozenset[str]:
        return frozenset(w for m in people(self.plain) for w in m.group().lower().split())

    @cached_property
    def compounds(self) -> tuple[frozenset[str], ...]:
        """The index keys of each word it writes as a compound, its parts and their join ("auth-gateway": auth,
        gateway, authgateway): one word of its subject, not three."""
        return tuple(keys for w in self.content if ("-" in w or "/" in w) and len(keys := word_keys(w)) > 1)

    @cached_property
    def value_words(self) -> frozenset[str]:
        """Content words that look like values: numbers, times and clock ranges ("2-4pm"), sizes, weekdays, months,
        frequencies, full names."""
        handles = frozenset(h.lower() for h in HANDLE.findall(self.plain)) if "@" in self.plain else frozenset()
        return frozenset(w for w in self.content if VALUE_WORD.fullmatch(w)) | self.person_words | handles

    @cached_property
    def ordinal_words(self) -> frozenset[str]:
        """Ordinals written as words or digits where they are read as ordinals: "third floor", "the first", "3rd"."""
        found = {w for w in self.content if ORDINAL_DIGITS.fullmatch(w)}
        if not self.content.isdisjoint(ORDINAL_WORDS):
            found |= {(m.group(1) or m.group(2)).lower() for m in ORDINAL_VALUE.finditer(self.plain)}
        return frozenset(found)

    @cached_property
    def signals(self) -> bool:
        """Says something changed, stopped, holds, or was added: worth reading closely.

        Read from the words of the cue and state patterns (and their stems), not the patterns:
        a screen, so it may say yes too often but never no to a memo the patterns would read."""
        if "->" in self.plain or "→" in self.plain or "=>" in self.plain:
            return True
        for token in self.tokens:
            if token in SIGNAL_WORDS or token.endswith("n't") or token.startswith("un") and token[2:].lstrip("-") in SIGNAL_WORDS:
                return True
            for n in range(4, min(len(token), 12) + 1):
                if token[:n] in SIGNAL_STEMS:
                    return True
        # "out of service", "out of commission": a state whose words are too common to be signals alone; "as of
        # Monday", a change dated as "now" is ("as of today ... is Mike's responsibility"); "taking over", "passed
        # to": a duty handed on (`HANDED_ON`)
        return any(self.tokens[n + 1:n + 2] == ["of"] and (
            token == "as" or self.tokens[n + 2:n + 3] and self.tokens[n + 2] in OUT_OF_USE)
                   for n, token in enumerate(self.tokens) if token in ("out", "as")) or bool(
            HANDED_ON.search(self.plain))

    @cached_property
    def cues(self) -> frozenset[str]:
        """change / restated / unchanged / addition / no_longer, read outside asides ("unchanged" in them too)."""
        return frozenset(cue for clause in self.clauses for cue in clause.cues
                         if not clause.aside or cue == "unchanged")

    @cached_property
    def _analysis(self) -> tuple[tuple[Item, ...], tuple[Clause, ...]]:
        if self._reading is not None:
            items, clauses = json.loads(self._reading)
            return (tuple(Item(key, kind, clause, bool(aside), bool(old), unit, at)
                          for key, kind, clause, aside, old, unit, at in items),
                    tuple(Clause(index, bool(aside), polarity, frozenset(cues))
                          for index, aside, polarity, cues in clauses))
        items: list[Item] = []
        clauses: list[Clause] = []
        text = re.sub(r"^\s*[-*•]\s+", "", self.plain, flags=re.M)
        text = CLOCK_DASH.sub(r"\1 to ", FILLER_PREFIX.sub("", text))
        for part, aside in _split_asides(text):
            for raw in CLAUSE_SPLIT.split(part):
                if not raw or not raw.strip():
                    continue
                index = len(clauses)
                present = TextWords(raw)
                found = self._clause_items(raw, index, aside, present)
                polarity = polarity_of_states({item.key for item in found if item.kind == "state"})
                clauses.append(Clause(index, aside, polarity, _cues(SIGN_OFFS.sub(" ", raw), present)))
                items.extend(found)
        return tuple(items), tuple(clauses)

    @staticmethod
    def _clause_items(raw: str, index: int, aside: bool, present: TextWords) -> list[Item]:
        text = FILLER_PHRASES.sub(" ", SIGN_OFFS.sub(" ", raw.strip().rstrip(".!?")))
        if "$" in text:
            text = LONE_DOLLAR.sub("dollar", text)
        if DIGIT.search(text):
            text = GLUED_UNIT.sub(r"\1 \2", RATE_SLASH.sub(_per, GLUED.sub(_unglue, text)))
        values: list[str] = []

        def mask(masked: str, start: int, end: int, value: str) -> str:
            # One private-use character per value, padded to the span's length: offsets stay.
            values.append(value)
            return masked[:start] + chr(PRIVATE + len(values) - 1).ljust(end - start) + masked[end:]

        masked = text
        for m in people(text):
            masked = mask(masked, m.start(), m.end(), _person(m))
        unmasked = masked  # each value is read again where it was found, around it as it was written
        for n, found in value_matches(masked):
            pattern, make = VALUE_PATTERNS[n]
            m = pattern.match(unmasked, found.start())  # no end: a pattern may look past its match
            if m and not any(PRIVATE <= ord(c) < PRIVATE + 4096 for c in masked[m.start():m.end()]):
                masked = mask(masked, m.start(), m.end(), make(m))
        old_spans = _old_spans(masked, present)
        if masked.strip().lower() in ("on", "off"):  # "(off)"
            masked = mask(masked, 0, len(masked), "state:pos" if masked.strip().lower() == "on" else "state:neg")
        for trigger, state in STATE_TRIGGERS:
            if not trigger.may_match(present):
                continue
            for m in list(trigger.pattern.finditer(masked)):
                if any(PRIVATE <= ord(c) < PRIVATE + 4096 for c in m.group()):
                    continue
                kept = m.span("kept") if "kept" in m.re.groupindex and m.group("kept") else None
                if kept and state:  # "no [receipt] needed": the words between stay words
                    masked = mask(masked, m.start(), kept[0], state)
                    masked = masked[:kept[1]] + " " * (m.end() - kept[1]) + masked[m.end():]
                else:
                    masked = mask(masked, m.start(), m.end(), state) if state else \
                        masked[:m.start()] + " " * (m.end() - m.start()) + masked[m.end():]
        for start, end, value in holders(masked, values):
            masked = mask(masked, start, end, value)
        out: list[Item] = []
        first = True
        ordinals: list[int] = []  # each item's token position: a number counts only the word right after it
        n = -1
        for n, m in enumerate(TOKEN.finditer(masked)):
            ordinals.extend([n - 1] * (len(out) - len(ordinals)))
            token = m.group()
            is_old = any(a <= m.start() < b for a, b in old_spans)
            if m.group(1) is not None:
                value = values[ord(m.group(1)) - PRIVATE]
                gone = value == "state:neg:gone"  # off, and gone for good: its level rides as the unit
                out.append(Item("state:neg" if gone else value, value.split(":", 1)[0], index, aside, is_old,
                                "gone" if gone else ""))
                first = False
                continue
            if token in ("->", "→", "=>"):
                continue
            token = token.rstrip(".-/:'’+")
            if not token or token in ("s", "S") and masked[m.start() - 1:m.start()] in ("'", "’"):
                continue  # the "'s" of a value or a name: "Walt Henning's in charge", "yard 4's queen"
            low = token.lower()
            if low[0] == "@":
                out.append(Item("person:" + low[1:], "person", index, aside, is_old))
            elif PLACE_CHARS.search(low) and is_place(low) and (not first or low[0] == "#" or REGION.fullmatch(low)):
                out.append(Item("place:" + URL_SCHEME.sub("", low), "place", index, aside, is_old))
            elif _is_identifier(low):
                out.append(Item(low.lstrip("#"), "ident", index, aside, is_old))
            elif len(token) == 1 and token.isupper() and token != "I" and not first:
                out.append(Item(low, "ident", index, aside, is_old))  # a label: "freezer [A]", "studio [B]"
            else:
                low = re.sub(r"['’]s$|['’]$", "", low)
                acronym = token.isupper() and len(token) >= 2 or low == "us" and _us_country(masked, m)
                if (not acronym or low in FILLER) and (low in GRAMMAR or low in FILLER or low in LINKING or _is_cue(low)):
                    first = False
                    continue
                if re.fullmatch(r"[A-Z]{2,}s", token):  # PRs, APIs
                    low = low[:-1]
                parts = EXPANSIONS.get(low) or (low.replace("/", "-").split("-") if COMPOUND.fullmatch(low) else None)
                # "req/min", "pts/sprint": a rate of words, read apart; "i/o", "wi-fi": one word.
                short = all(len(part) <= 3 for part in parts) if parts else False
                if parts and (short and ("-" in low or min(map(len, parts)) == 1) or "-" in low and any(
                        part in GRAMMAR or part.rstrip("s") in GRAMMAR for part in parts)):
                    # wi-fi, e-mail, on-call, sign-ups: one word
                    parts = [low.replace("-", "").replace("/", "")]
                if parts and "/" in low:  # "req/min": the unit a rate counts by, as "per minute" says it
                    parts = [parts[0], *(PER_UNIT.get(part, part) for part in parts[1:])]
                if parts:  # "ooo", "split-tunnel", "blue/green": several words
                    out.extend(Item(lemma(part), "word", index, aside, is_old) for part in parts
                               if part not in GRAMMAR and part not in LINKING and lemma(part) not in GRAMMAR | LINKING)
                    first = False
                    continue
                key = lemma(low)
                if not acronym and (key in GRAMMAR or key in FILLER or key in LINKING):
                    first = False
                    continue
                capitalized = token[0].isupper() and not token.isupper()
                inner_capital = any(c.isupper() for c in token[1:]) and not token.isupper()
                kind = "name" if (capitalized and not first) or inner_capital else "word"
                out.append(Item(key, kind, index, aside, is_old))
            first = False
        ordinals.extend([n] * (len(out) - len(ordinals)))
        # A bare number counts the word right after it ("12 nodes", not "9.3 after the plugin issues").
        for i, item in enumerate(out):
            unit = out[i + 1].key if item.kind == "number" and i + 1 < len(out) and out[i + 1].kind == "word" \
                and ordinals[i + 1] == ordinals[i] + 1 else item.unit
            out[i] = Item(item.key, item.kind, item.clause, item.aside, item.old, unit, ordinals[i])
        return out

    @property
    def items(self) -> tuple[Item, ...]:
        return self._analysis[0]

    @property
    def clauses(self) -> tuple[Clause, ...]:
        return self._analysis[1]

    @cached_property
    def keys(self) -> frozenset[str]:
        """Every word and value key: what a duplicate must share."""
        return frozenset(item.key for item in self.items)

    @cached_property
    def subject(self) -> frozenset[str]:
        """Words, names and identifiers outside asides: what the memo is about (and its open values)."""
        return frozenset(item.key for item in self.items if item.kind in SUBJECT_KINDS and not item.aside)

    @cached_property
    def typed_values(self) -> frozenset[str]:
        return frozenset(item.key for item in self.items if item.typed and item.kind != "timezone")

    @cached_property
    def polarity(self) -> str:
        return polarity_of(self.clauses)

    @cached_property
    def joined_words(self) -> frozenset[str]:
        """Adjacent words written together: "on call" -> "oncall", "uuid v4" -> "uuidv4"."""
        raw = re.findall(r"[a-z0-9]+", self.plain.lower())
        return frozenset(lemma(a + b) for a, b in zip(raw, raw[1:])) | frozenset(
            lemma(a + b + c) for a, b, c in zip(raw, raw[1:], raw[2:]))

    @cached_property
    def hyphenated_names(self) -> tuple[frozenset[str], ...]:
        """The words (lemmas) of each hyphenated name: "ingest-worker" -> {ingest, worker}."""
        return tuple(frozenset(lemma(part) for part in name.split("-"))
                     for name in re.findall(r"\b[a-z][a-z0-9]*(?:-[a-z][a-z0-9]*)+\b", self.plain.lower()))

    @cached_property
    def snake_words(self) -> frozenset[str]:
        """The words of its snake_case names: "statement_timeout" -> statement, timeout."""
        return frozenset(lemma(part) for item in self.items if "_" in item.key and ":" not in item.key
                         for part in item.key.split("_") if part)

    @cached_property
    def acronyms(self) -> dict[str, tuple[str, ...]]:
        """Initials of 2 to 4 consecutive content words: "point of contact" -> poc; an owner or place read as
        a name gives the initials of its words ("Larkspur [Community Theatre]" -> lct)."""
        seq = [(item, item.key[0]) for item in self.items if item.kind in ("word", "name")
               or item.kind in HOLDER_KINDS and item.key.split(":", 1)[1][:1].isalpha()]
        seq = [(item, "".join(w[0] for w in item.key.split(":", 1)[1].split()) if ":" in item.key else initial)
               for item, initial in seq]
        found = {}
        for size in (2, 3, 4):
            for start in range(len(seq) - size + 1):
                window = seq[start:start + size]
                if len({item.clause for item, _ in window}) == 1:
                    found.setdefault("".join(initial for _, initial in window), tuple(item.key for item, _ in window))
        return found

    @cached_property
    def spelling(self) -> frozenset[str]:
        """Letter trigrams of its words of substance run together: how it is spelled, whatever its spaces,
        punctuation and number formats ("health check" / "healthcheck", "pg15" / "pg 15", "1,000" / "1000")."""
        run = "".join(w for w in words(self._unfilled) if not word_is_filler(w) and w not in NEGATIONS)
        run = re.sub(r"[^a-z0-9]", "", run)
        return frozenset(run[k:k + 3] for k in range(len(run) - 2))

    @cached_property
    def digits(self) -> str:
        """Its digits in order, however its numbers are written ("1,000" / "1000", "pg15" / "Postgres 15")."""
        return NOT_DIGIT.sub("", self.plain)

    @cached_property
    def shingles(self) -> frozenset[str]:
        tokens = self.tokens
        return frozenset(tokens) | frozenset(f"{a} {b}" for a, b in zip(tokens, tokens[1:]))

    @cached_property
    def values(self) -> frozenset[str]:
        """Numbers, versions, weekdays, months and full names, read cheaply: what keeps a near-identical
        memo from being a duplicate on the MinHash path, and what a refinement must repeat."""
        found = {m.group().lower().lstrip("v") for m in NUMBER.finditer(self.plain)}
        found |= {w for w in self.tokens if w in WEEKDAY_WORDS or w in MONTH_WORDS}
        found |= {m.group().lower() for m in PERSON.finditer(self.plain)}
        return frozenset(found)

    @cached_property
    def negated(self) -> bool:
        return any(w in NEGATIONS for w in self.tokens)


def values_or_negation_differ(a: MemoFacts, b: MemoFacts) -> str | None:
    """Why two memos cannot be duplicates (None when nothing sets them apart)."""
    if a.values != b.values:
        only_a, only_b = sorted(a.values - b.values), sorted(b.values - a.values)
        return f"values differ ({', '.join(only_a) or '-'} vs {', '.join(only_b) or '-'})"
    if a.negated != b.negated:
        return "one of them is negated"
    return None


def polarity_of_states(states: set[str]) -> str:
    for state in ("neg", "required", "limited", "pos"):
        if "state:" + state in states:
            return state
    return ""


def polarity_of(clauses) -> str:
    """The strongest state said: neg, required, limited, pos (said), or "" (nothing said: it holds)."""
    return polarity_of_states({"state:" + c.polarity for c in clauses if c.polarity})


def is_unit(word: str) -> bool:
    """A unit a value is counted in ("days", "MB", "hourly"): part of a value, not of a subject."""
    word = word.lower()
    if word in ("percent", "pct"):
        return True
    return any(w in DURATION_UNITS or w in SIZE_UNITS or w in MASS_UNITS or w in VOLUME_UNITS or w in PER_DAY
               or w in FREQUENCY_WORDS
               for w in (word, word.rstrip("s")))


VALUE_SPELLINGS = frozenset(NUMBER_WORDS) | {"half", "quarter", "dozen", "single", "noon", "midnight", "percent", "pct"}
UNIT_LEMMAS = frozenset(lemma(u) for units in (DURATION_UNITS, SIZE_UNITS, MASS_UNITS, VOLUME_UNITS, PER_DAY,
                                                FREQUENCY_WORDS) for u in units
                        if " " not in u)


@lru_cache(maxsize=65536)
def value_like(word: str) -> bool:
    """A word that only spells a value or its unit: "30", "12pm", "half", "hour", "min" (or its lemma)."""
    return bool(VALUE_WORD.fullmatch(word)) or word in VALUE_SPELLINGS or word in UNIT_LEMMAS or is_unit(word) \
        or bool(re.fullmatch(r"\d+(?:\.\d+)?[a-z]{1,5}", word) and is_unit(re.sub(r"^[\d.]+", "", word)))


@lru_cache(maxsize=65536)
def abbreviates(short: str, long: str) -> bool:
    """`short` is `long` written short or mistyped: its first letter and then some of its letters in order
    ("mon" / "monday", "pts" / "points", "dc" / "datacenter", "thru" / "through"), or, for long words, one
    letter added, dropped, changed or two swapped ("partitons" / "partitions")."""
    if not (short.isalpha() and long.isalpha()) or short[0] != long[0]:
        return False
    if len(short) >= 6 and abs(len(short) - len(long)) <= 1 and short != long:
        return _one_edit(short, long)
    if len(short) < 2 or len(long) - len(short) < 2:
        return False
    rest = iter(long[1:])
    if all(c in rest for c in short[1:]):
        return True
    # A plural written short meets its lemma: "pts" / "point".
    return len(short) >= 3 and short[-1] == "s" and abbreviates(short[:-1], long)


def _one_edit(a: str, b: str) -> bool:
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] \
            and a[diff[1]] == b[diff[0]]
    if len(a) > len(b):
        a, b = b, a
    return any(a == b[:i] + b[i + 1:] for i in range(len(b)))


def paired_abbreviations(a: set[str], b: set[str]) -> list[tuple[str, str]]:
    """Words of `a` and `b` that are one another written short or mistyped, each used once."""
    if not a or not b:
        return []
    # `abbreviates` pairs only words of letters with one first letter: each word of `a` tries only those of `b`.
    by_initial: dict[str, list[str]] = {}
    for y in sorted(b):
        if y.isalpha():
            by_initial.setdefault(y[0], []).append(y)
    pairs, used = [], set()
    for x in sorted(a) if by_initial else ():
        for y in by_initial.get(x[0], ()) if x.isalpha() else ():
            if y in used:
                continue
            if abbreviates(x, y) if len(x) <= len(y) else abbreviates(y, x):
                pairs.append((x, y))
                used.add(y)
                break
    return pairs


def spelled_out(short: MemoFacts, long: MemoFacts, keys: frozenset[str]) -> dict[str, frozenset[str]]:
    """The acronyms `short` writes (among `keys`, those the other memo lacks) that `long` spells out, each to the
    index keys of the words it stands for ("EHS" / "Environmental Health and Safety")."""
    if not short.acronym_keys:
        return {}
    found = {}
    for acronym in short.acronym_keys & keys:
        words = long.initials.get(acronym)
        if words:
            found[acronym] = words & long.index_keys
    return found


def word_is_filler(word: str) -> bool:
    """Grammar, filler, a linking verb or a cue: no subject word."""
    return word in GRAMMAR or word in FILLER or word in LINKING or _is_cue(word)


@lru_cache(maxsize=65536)
def _is_cue(word: str) -> bool:
    """Words that say how a fact changed or holds, not what it is about (a "migration" or a "resizer" is)."""
    if CHANGE_CUE.fullmatch(word):
        return not THING.search(word)
    return any(p.fullmatch(word) for p in (RESTATED_CUE, REMINDED_CUE, UNCHANGED_CUE, ADDITION_CUE))

