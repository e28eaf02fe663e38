"""A fake Messages API behind the real `anthropic` client (httpx MockTransport).

Responses are scripted per call; `summarizer()` and `judge()` answer like a
well-behaved model, built from what the request actually contained. Every request
body is kept, so tests can assert on exactly what would have left the machine.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Callable

import httpx2

from memory_pipeline.resources import ModelEngine

SOURCE_RE = re.compile(r'<source ref="([^"]+)">(.*?)</source>', re.S)

Responder = Callable[[dict], httpx2.Response]


def message(text: str, input_tokens: int = 120, output_tokens: int = 30, cache_read: int = 0,
            cache_creation: int = 0) -> httpx2.Response:
    return httpx2.Response(200, json={
        "id": "msg_fake", "type": "message", "role": "assistant", "model": "claude-test",
        "content": [{"type": "text", "text": text}], "stop_reason": "end_turn", "stop_sequence": None,
        "usage": {"input_tokens": input_tokens, "output_tokens": output_tokens,
                  "cache_creation_input_tokens": cache_creation, "cache_read_input_tokens": cache_read},
    })


def error(status: int, kind: str = "api_error", retry_after: str | None = None) -> httpx2.Response:
    headers = {"retry-after": retry_after} if retry_after else {}
    return httpx2.Response(status, headers=headers,
                           json={"type": "error", "error": {"type": kind, "message": f"fake {status}"}})


def sources(body: dict) -> list[tuple[list[str], str]]:
    """(refs, unescaped text) of each source in a request body."""
    content = body["messages"][0]["content"]
    return [(ref.split(), html.unescape(text)) for ref, text in SOURCE_RE.findall(content)]


def summarizer(body: dict) -> httpx2.Response:
    lines = [{"text": text.strip().splitlines()[0][:100], "cites": refs} for refs, text in sources(body)]
    return message(json.dumps({"lines": lines}))


def judge(verdict: str = "unrelated") -> Responder:
    def respond(body: dict) -> httpx2.Response:
        pairs = len(sources(body)) // 2
        return message(json.dumps({"verdicts": [
            {"pair": i, "verdict": verdict, "reason": "fake judge", "confidence": 0.9} for i in range(pairs)]}))
    return respond


class FakeAnthropic:
    def __init__(self, *script: Responder | httpx2.Response, default: Responder | None = summarizer):
        self.script = list(script)
        self.default = default
        self.requests: list[dict] = []

    def _handle(self, request: httpx2.Request) -> httpx2.Response:
        body = json.loads(request.content)
        self.requests.append(body)
        step = self.script.pop(0) if self.script else self.default
        if step is None:
            raise AssertionError("the fake model API got a call it did not expect")
        return step if isinstance(step, httpx2.Response) else step(body)

    def client(self) -> httpx2.Client:
        return httpx2.Client(transport=httpx2.MockTransport(self._handle))

    @property
    def calls(self) -> int:
        return len(self.requests)

    def sent_text(self) -> str:
        return "\n".join(json.dumps(body) for body in self.requests)


CURRENT: FakeAnthropic | None = None


class FakeTransportModelEngine(ModelEngine):
    """The real Claude engine resource, talking to the fake API in `CURRENT`."""

    def http_client(self):
        assert CURRENT is not None, "set tests.fake_anthropic.CURRENT first"
        return CURRENT.client()
