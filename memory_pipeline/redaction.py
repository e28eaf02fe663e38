"""Finding and masking secrets and personal data: one module for masking and for checks.

`scan(text)` returns findings (kind and span); `mask(text, organization_id)` replaces
each finding with a readable marker such as `<redacted:email len=17 sha=1a2b3c4d>`. The
`sha` is an HMAC keyed by the organization (and `MEMORY_REDACTION_KEY`), so the same
secret masks the same way within one organization and differently across them, and
the secret itself cannot be recovered. Markers already in the text are recognised as
safe: they are never masked again and never reported.

Detected: email addresses; phone numbers (international, and national formats of
`MEMORY_PHONE_REGION`, default US, via `phonenumbers`); payment card numbers (Luhn
valid, known issuer prefixes); IBANs (checksum valid, via `python-stdnum`); IPv4 and
IPv6 addresses; AWS access key ids and secret keys, GitHub, Slack, Stripe live,
Anthropic, OpenAI and Google API keys by their shapes; JWTs; PEM private key blocks;
passwords in URLs (`scheme://user:pass@host`); values of `key=value` and
`"secret": "..."` assignments to secret-like names; long high-entropy strings near the
words key, secret, token, password or credential.

Not detected: person names, postal addresses and other free-text PII (that needs a
language model, which we do not run offline); secrets with no known shape and no
secret-like word near them; phone numbers in national formats of other regions
without a leading `+`; credentials split across lines or obfuscated on purpose.
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import ipaddress
import math
import os
import re
from collections import Counter
from dataclasses import dataclass

import phonenumbers
from stdnum import iban as stdnum_iban
from stdnum import luhn

MARKER_RE = re.compile(r"<redacted:[a-z0-9_]+ len=\d+ sha=[0-9a-f]{8}>")
_DEFAULT_KEY = "memory-pipeline-redaction"
_SECRET_WORDS = r"(?:password|passwd|pwd|secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|client[_-]?secret|auth[_-]?token|credentials?)"


@dataclass(frozen=True, order=True)
class Finding:
    start: int
    end: int
    kind: str

    def text(self, source: str) -> str:
        return source[self.start:self.end]


@dataclass(frozen=True)
class Masked:
    text: str
    findings: tuple[Finding, ...]

    def counts(self) -> dict[str, int]:
        return dict(Counter(f.kind for f in self.findings))


def _entropy(value: str) -> float:
    counts = Counter(value)
    return -sum(n / len(value) * math.log2(n / len(value)) for n in counts.values())


def _looks_random(value: str) -> bool:
    """Mixed-case letters and digits with high entropy: a key, not a word or a hex id."""
    return (len(value) >= 20 and _entropy(value) >= 3.5 and any(c.isdigit() for c in value)
            and any(c.islower() for c in value) and any(c.isupper() for c in value))


# (kind, pattern, group holding the secret). Earlier entries win where spans overlap.
_PATTERNS: list[tuple[str, re.Pattern, int]] = [
    ("private_key", re.compile(
        r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----[\s\S]*?-----END (?:[A-Z0-9]+ )*PRIVATE KEY-----"), 0),
    ("jwt", re.compile(r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}"), 0),
    ("url_password", re.compile(r"\b[a-zA-Z][a-zA-Z0-9+.-]*://[^\s:/@<>]+:([^\s@/<>]+)@[\w.-]+"), 1),
    ("anthropic_key", re.compile(r"\bsk-ant-[a-z]+\d{2}-[A-Za-z0-9_-]{20,}"), 0),
    ("openai_key", re.compile(r"\bsk-(?!ant-)(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}"), 0),
    ("stripe_key", re.compile(r"\b(?:sk|rk)_live_[A-Za-z0-9]{16,}"), 0),
    ("github_token", re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})"), 0),
    ("slack_token", re.compile(
        r"\bxox[abposr]-[A-Za-z0-9-]{10,}|https://hooks\.slack\.com/services/[A-Za-z0-9/]+"), 0),
    ("google_api_key", re.compile(r"\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])"), 0),
    ("aws_access_key_id", re.compile(r"\b(?:AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}\b"), 0),
    ("aws_secret_key", re.compile(
        r"(?i:aws)[\w .-]{0,20}(?i:secret)[\w .-]{0,20}?[\"'=:\s]\s*[\"']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])"), 1),
    ("assigned_secret", re.compile(
        r"(?i:\b" + _SECRET_WORDS + r")[\"']?\s*[:=]\s*[\"']?([^\s\"',;<>`]{4,})"), 1),
]
# A pattern is only tried on text holding what every one of its matches holds: most
# text has no `://`, `sk-` or `@`, and a substring test costs far less than a regex pass.
_GATES: dict[str, tuple[str, ...]] = {
    "private_key": ("PRIVATE KEY-----",), "jwt": ("eyJ",), "url_password": ("://",), "anthropic_key": ("sk-ant-",),
    "openai_key": ("sk-",), "stripe_key": ("_live_",), "github_token": ("_",), "slack_token": ("xox", "hooks.slack.com"),
    "google_api_key": ("AIza",), "aws_access_key_id": ("AKIA", "ASIA", "ABIA", "ACCA"), "assigned_secret": (":", "="),
}
_ENTROPY_WORDS = ("key", "secret", "token", "password", "credential")
_ENTROPY_NEAR_WORD = re.compile(
    r"(?i:\b(?:key|secret|token|password|credential)s?\b)[^\n]{0,40}?(?<![A-Za-z0-9+/_=-])([A-Za-z0-9+/_=-]{20,})")
_EMAIL = re.compile(r"(?<![\w.+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b")
_CARD = re.compile(r"(?<![\w-])(?:\d[ -]?){12,18}\d(?![\w-])")  # never glued to an identifier
_CARD_PREFIX = re.compile(r"^(?:4|5[1-5]|2[2-7]|3[47]|6(?:011|5))")
_IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b")
_IPV4 = re.compile(r"(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?![\w]|\.\d)")
_IPV6 = re.compile(r"(?<![\w:.])(?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f]{0,4}(?![\w:])")
_PHONE_HINT = re.compile(r"[+(]?\d[\d ()./-]{5,}\d")
_PHONE_CONTEXT = 24
_TRAILING_PUNCT = ".,;:!?)]}'\""
_INERT_VALUES = {"true", "false", "null", "none", "required", "optional", "redacted", "changeme", "example"}


def _phone_region() -> str:
    return os.environ.get("MEMORY_PHONE_REGION", "US")


def _candidates(text: str, region: str):
    lower = text.lower()
    for kind, pattern, group in _PATTERNS:
        gate = _GATES.get(kind)
        if gate is not None and not any(literal in text for literal in gate):
            continue
        if kind == "aws_secret_key" and not ("aws" in lower and "secret" in lower):
            continue
        for match in pattern.finditer(text):
            start, end = match.span(group)
            value = match.group(group)
            if kind == "assigned_secret":
                # An open-ended value: sentence punctuation after it is not part of it.
                value = value.rstrip(_TRAILING_PUNCT)
                if value.lower() in _INERT_VALUES:
                    continue
            yield Finding(start, start + len(value), kind)
    if any(word in lower for word in _ENTROPY_WORDS):
        for match in _ENTROPY_NEAR_WORD.finditer(text):
            if _looks_random(match.group(1)):
                yield Finding(*match.span(1), "high_entropy_secret")
    if "@" in text:
        for match in _EMAIL.finditer(text):
            yield Finding(*match.span(), "email")
    for match in _IBAN.finditer(text):
        if stdnum_iban.is_valid(match.group()):
            yield Finding(*match.span(), "iban")
    for match in _CARD.finditer(text):
        digits = re.sub(r"\D", "", match.group())
        if 13 <= len(digits) <= 19 and _CARD_PREFIX.match(digits) and luhn.is_valid(digits):
            yield Finding(*match.span(), "card_number")
    # phonenumbers' matcher is thorough but slow; it only sees the digit runs that could be numbers.
    seen = set()
    for hint in _PHONE_HINT.finditer(text):
        # The matcher judges a number by its surroundings too, so it gets some context.
        offset = max(0, hint.start() - _PHONE_CONTEXT)
        window = text[offset:hint.end() + _PHONE_CONTEXT]
        for match in phonenumbers.PhoneNumberMatcher(window, region, leniency=phonenumbers.Leniency.VALID):
            start, end = offset + match.start, offset + match.end
            if (start, end) in seen:
                continue
            seen.add((start, end))
            # Digits glued to an identifier (INV-2026-000123, a UUID) are part of that identifier.
            if (start and (text[start - 1].isalnum() or text[start - 1] in "-_/#")) or \
                    (end < len(text) and (text[end].isalnum() or text[end] == "-")):
                continue
            yield Finding(start, end, "phone")
    for match in _IPV4.finditer(text):
        try:
            ipaddress.IPv4Address(match.group())
        except ValueError:
            continue
        yield Finding(*match.span(), "ipv4")
    for match in _IPV6.finditer(text):
        value = match.group()
        if value.count(":") >= 2 and len(value) >= 6 and any(c.isdigit() for c in value):
            try:
                ipaddress.IPv6Address(value)
            except ValueError:
                continue
            yield Finding(*match.span(), "ipv6")


def _overlaps(finding: Finding, spans: list[tuple[int, int]]) -> bool:
    return any(finding.start < end and start < finding.end for start, end in spans)


def scan(text: str) -> list[Finding]:
    """Secrets and PII in `text`, in text order. Existing redaction markers are ignored."""
    if not text:
        return []
    return list(_scan(text, _phone_region()))


# The same text is scanned many times over (a memo's line at day, week and month level,
# again before writing and in the checks); findings depend only on the text and region.
@functools.lru_cache(maxsize=65536)
def _scan(text: str, region: str) -> tuple[Finding, ...]:
    taken = [m.span() for m in MARKER_RE.finditer(text)]
    findings = []
    # Candidates come in priority order: a specific shape beats a generic one on the same text.
    for finding in _candidates(text, region):
        if finding.end > finding.start and not _overlaps(finding, taken):
            findings.append(finding)
            taken.append((finding.start, finding.end))
    return tuple(sorted(findings))


def _key(organization_id: str) -> bytes:
    secret = os.environ.get("MEMORY_REDACTION_KEY", _DEFAULT_KEY)
    return f"{secret}\x00{organization_id}".encode()


def marker(kind: str, secret: str, organization_id: str) -> str:
    digest = hmac.new(_key(organization_id), secret.encode(), hashlib.sha256).hexdigest()[:8]
    return f"<redacted:{kind} len={len(secret)} sha={digest}>"


def mask(text: str, organization_id: str) -> Masked:
    """`text` with every finding replaced by its marker, and the findings (spans in `text`)."""
    findings = scan(text)
    if not findings:
        return Masked(text, ())
    parts, cursor = [], 0
    for finding in findings:
        parts.append(text[cursor:finding.start])
        parts.append(marker(finding.kind, finding.text(text), organization_id))
        cursor = finding.end
    parts.append(text[cursor:])
    masked = "".join(parts)
    # Masking can join text into a new shape (rare); mask until nothing is found.
    again = mask(masked, organization_id) if scan(masked) else None
    return Masked(again.text if again else masked, tuple(findings) + (again.findings if again else ()))
