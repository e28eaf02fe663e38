"""Chat transcripts as memory: which of their sentences a summary may use.

A transcript (`summaries.build_transcript`) has one `role: text` line per turn, each
turn's whitespace already collapsed and its line breaks written `¶`. A turn never merges
with the next; inside a turn a sentence ends at . ! ? (whatever case follows: people chat
in lowercase), at a line break and at inline bullets. The rules, in order:

- Pasted material (code fences, JSON, tables, log lines, stack traces, bare links) is
  never quoted: it is cut out and ends the sentence before it.
- Chit-chat (a sentence made only of greetings, thanks, fillers and away notes),
  requests to the assistant ("can you ...", "pls ...", "yes add it under 4.2") and meta-talk are
  left out.
- Memory holds what the team states. A user sentence is kept when it is a decision,
  change or open question (`extractive.section_of`), or when the assistant's next turn
  acknowledges it as something to remember and restates it ("Noted: X is now Y", or a
  summary the user did not ask for): then the sentences sharing words with the
  restatement are kept, and a sentence too short to stand alone goes with them ("... first
  thursday each month. ill go") ("Got it." alone, then a sentence saying the user's words again
  (three of them, or all of a short turn's: "totp only, no sms"), restates too; "Got it." then
  advice does not; "Great" or "Thanks!" on a line of its own opens a restatement as "Got it." does).
  A reply made of code alone, after a short lead and asking nothing ("Snippet:" and a fenced block, "k6 sketch"),
  carries out the statement before it as "Noted." takes it ("ok we'll enable apple pay and google pay through the
  payment element"); not a question's or a request's, nor the user's answer to the assistant's question or a
  correction to the code it wrote just before; a table shows what is and carries nothing out.
  "Noted.", "Confirmed." or "Noted, I will keep that in mind." opening the reply, whatever follows it ("Noted.
  Anything else from the trust?", "Noted. Before the license expires, export your checklists", "Confirmed. DDL to
  start: ..."; not
  after a pleasantry: "Glad to hear it! Noted, I will keep that in mind." is boilerplate),
  acknowledges without restating: the turn's statements are kept, its short words
  with them ("freeze it"); so does a restatement in other words than a lone turn's ("Noted: memoQ
  renewed for 3 years." after "we're signing the 3 year term"). The assistant's own advice is
  left out, but not a decision it reports ("we agreed: ...", not "a policy like this would work" nor what was decided
  "last time"; nor its reply to what the user asked or said is open); its restatement stands in for the user's turn
  only when that turn said nothing of its own. A summary the user asked for, or one answering the user's question
  ("thoughts?" "Summary: ..."), confirms nothing by itself.
- A short reply accepting the assistant's proposal ("yes do that", "lgtm, merging that",
  "option 2") makes it a decision: the user's earlier words when the proposal mostly repeats
  them or the proposal is a draft written from them ("Here's a draft: Subject: ..."), else the
  proposal itself ("Agreed: ..."), with what the reply adds; after a clarifying
  question and its answer, the proposal before them. Taking up the assistant's offer to do something after
  advice ("Want me to summarize the tradeoffs?" "sure") accepts no proposal. A statement taking up the words of the
  options the assistant just laid out ("webauthn for admin tools, totp for the rest") is a
  choice in the user's words; one naming an option by number ("mei and aisha: option 2")
  keeps what the assistant's acknowledgement restates (also when a remark came between the options and the
  choice: "lol you always say that"), or else the item it names, and is filed as chosen. Choosing an item in
  quotation marks ('2. "I've set my Slack to quiet hours after 8pm."') chooses words to say, and decides nothing.
- A kept decision, change or choice keeps the rest of its turn's statements ("pc only",
  "target: jan"); an acknowledgement keeps what its turn says again, abbreviated or not. A change
  followed in its turn by a question or request pointing back at it ("forge nightly takes 3h now and
  collides with the standup builds. can we move it?") is the problem asked about, kept only with the
  question; one about something else ("awards moved to the weir hotel. can u redo the invite wording")
  leaves the change standing.
- A story or joke told laughing ("someone changed the tz to local lol") is kept only beside
  what its turn decides; a decision or an explicit open question keeps its laugh. Hearsay announced as such
  ("gossip: a friend at a bigger AMR company said they decided ...", "random: heard the startup across the hall
  decided to go fully remote", "unrelated: the coffee machine is fixed!!") decides and changes nothing for the
  team, whatever its words, unless the team is its subject ("gossip aside: we decided ..."): it too is kept only
  beside what its turn decides.
- A question is answered, and left out, when a later turn says something substantive
  (not chit-chat, not a bare acknowledgement). An explicit open question ("open
  question:", "two things open:", "tbd", "still need to figure out", "declan hasnt decided", "we havent
  sorted", "the thing i cant decide is whether", "still no answer on whether", "still no agreement", "idk if", "no
  idea tbh"), and
  every question of a turn holding one, is answered only by a later turn on its subject that settles it
  (a decision or change, or "found", "fixed", "answered"; not one keeping it open: "I'll keep moving off
  MailPost as an open question"; from the assistant only a decision it reports or something found, not a
  note it writes about it); so is a question about the team's own affairs ("has anyone heard back from the
  council", "does our contract cover saturdays") that the assistant's reply has no answer to ("I don't
  have any update on that in the notes"), and so is any question the assistant's reply first says is not
  settled ("That hasn't been decided; it's up to Priya.", "No window set yet, that's still open"). A reply
  leaving it open ("ok leaving that open", "ingrid to decide") keeps the last question
  asked (a turn leaving its own question open keeps what it says besides: "leave it open, im going to watch the
  graphs for 2 weeks first"; one with no question before it leaves what it says itself open: "tomas is stumped,
  only the pixels. parking it until after black friday"), and so does a turn saying nothing but that it is
  undecided ("no decision yet, lets see
  what polar says", "not deciding that now, parking it") and what comes next ("the board wants
  more numbers", "will email them today") right after the assistant answered the user's
  question, unless it names the question again ("leave regional pricing open until ...": an open
  item of its own; so is "leave the harbour mill photos question open til we ask pellow" after the assistant
  answered "can we put harbour mill photos on it?", which stays out); a question kept open takes such a turn into
  its line. An open question
  keeps what its turn says around it ("we only do nok"). What the assistant notes as open
  ("I'll keep root cause as an open item", "I'll treat X as open", "line location is an open
  item"; not what it recalls was left open) makes the turn before it an open question,
  unless that turn says itself what is open or an open question is already pending.
- A request the assistant notes ("and add a 5 min delay" -> "Noted: a 5-minute delay is added") states a fact; one
  it carries out in its draft ("add that he must NOT do jokes" -> "Added under Tone: ...") is an edit, not memory.
- What the user pastes for the assistant to recap is material, not the user's word; so are the
  user turns after "summarise pls" or "quote pasted below" and pasted e-mails (headers, "Dear X,",
  "Regards"): they bring only what they decide or change, with the rest they say, never their
  greetings or headers. What the assistant writes when asked (a draft change note) decides nothing.
- People send a message in bursts: the assistant's turn after a burst acknowledges each of its
  turns, choices it offered before the burst count for all of them, and a turn of the burst that
  keeps a statement joins the line before it; its restatement stands in for a turn that said nothing
  (a pasted log) only when no turn of the burst kept a line. After an acknowledgement, a few words more
  ("priya approved", "qty 35") or a turn going on ("but only 30 not 35") join it too.
- A decision word negated or only ahead ("that isn't decided", "i'll recommend northgate", "still
  arguing") leaves the question open; what someone thought had happened ("i thought jo fixed
  that") is no change. Chat shorthand ("go w the second one") is written out before classifying.
- Other statements are background, never kept: a chat in which nobody decided, changed or
  asked anything brings nothing to memory (its small talk and problem reports would fill the
  digests' budget that outcomes need).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from memory_pipeline.stop_words import ENGLISH_STOP_WORDS

from memory_pipeline.redaction import MARKER_RE

ROLES = ("user", "assistant")
UNKNOWN_ROLE = "unknown"
TURN = re.compile(r"^(user|assistant):\s?(.*)$")

# Pasted material, found in a turn's collapsed text.
FENCE = re.compile(r"```.*?(?:```|$)", re.S)
TABLE = re.compile(r"\|(?:[^|]{0,200}\|){2,}")
URL = re.compile(r"<?\bhttps?://\S+")
URL_MENTION = re.compile(r"\(link\)")
EMPHASIS = re.compile(r"\*\*|__")  # markdown bold: markup, not words
JSON_START = re.compile(r"[{\[]\s*\"[^\"]{1,80}\"\s*:")
LOG = re.compile(r"\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}|\b(?:ERROR|WARN(?:ING)?|INFO|DEBUG|FATAL|TRACE|CRITICAL)\b"
                 r"|(?:\b\w+=\S+\s+){2,}")
STACK = re.compile(r"Traceback \(most recent call last\)|\bFile \"[^\"]+\", line \d+|\bat [\w.$<>]+ \([^)]*:\d+"
                   r"|\b[A-Z]\w*(?:Error|Exception):")

FILLER = re.compile(r"^(?:(?:ok(?:ay)?|also|oh|and|so|yep|yeah|ya|well|anyway|separately|btw|cool|hey|hi|hello|yo|"
                    r"(?:one more|an?other|other) thing)\b\s*[,.!—–-]?\s+)+",
                    re.I)  # discourse openers, dropped from the start of a kept sentence
# A sentence ends at . ! ? (not in "e.g." or after a list item's number), a line break or an inline bullet;
# a dash after a number joins a range ("dec 19 - jan 5"), it starts no bullet, and a ">" before a number compares
# ("alert when cl_waiting > 5 for 2 min").
SENTENCE_END = re.compile(r"(?<=[.!?])(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\bvs\.)(?<!\betc\.)(?<!^\d\.)(?<!¶ \d\.)\s+"
                          r"|(?<!\d)\s+-\s+|\s+[*•]\s+|\s+>\s+(?!\d)|\s*[\u0000¶]\s*")
WORD = re.compile(r"[a-z0-9][a-z0-9'’]*")

# Chat shorthand, written out before a sentence is classified ("go w the second one" goes with it);
# the kept text stays as written.
SHORTHAND = re.compile(r"(?<![\w/'’])(w/|w|u|ur|bc|b/c|tmrw|tmr|abt|thru|cuz|coz)(?![\w/'’])", re.I)
SHORTHAND_WORDS = {"w/": "with", "w": "with", "u": "you", "ur": "your", "bc": "because", "b/c": "because",
                   "tmrw": "tomorrow", "tmr": "tomorrow", "abt": "about", "thru": "through", "cuz": "because",
                   "coz": "because"}


def written_out(text: str) -> str:
    """`text` with its chat shorthand written out, for classifying it."""
    return SHORTHAND.sub(lambda m: SHORTHAND_WORDS[m.group(1).lower()], text)


# Words that carry no fact: a sentence made only of these is chit-chat.
CHATTER = frozenset("""
    hi hey hello morning good afternoon evening night yo sup happy new year congrats congratulations
    thanks thank thx ty tysm thanx cheers appreciate it you u ya yeah yep yes yup ok okay k kk cool nice
    great perfect awesome sweet lol lmao haha hah heh rofl omg oops ugh meh sorry np no worries problem sure
    brb back bbl afk lunch coffee break later bye cya see standup meeting gtg got to go one sec
    welcome anytime all good glad help helps helped hope this that thats that's it is was the a an
    for me my to and so just really very much again too well alright fine mm hmm hm ah oh wow
    wrong window chat tab not spam today from in out off
""".split())

# An assistant turn that confirms what the user said: "Noted: X", "Great — noted: X", "Logged as open: X",
# "Noted:" or "Here's a summary:" over a list. "Note: ..." alone is advice, not an acknowledgement.
# A pleasantry that may open an acknowledgement: "Great, noted.", "Sure! Added ...".
ACK_OPENER = r"^(?:(?:nice|great|perfect|thanks|ok(?:ay)?|sure|done)\s*[!.,—–-]?\s+)?"
ACK = re.compile(ACK_OPENER +
                 r"(?:(?:i've|i have|i'll|i will|i)\s+(?:note|log|record|save|remember|keep track|add)|"
                 r"(?:(?:i've|i have|i'll|i will|i)\s+)?(?:noted|got it|logged|understood|recorded|saved|acknowledged|"
                 r"will do|added|remembered|keeping track|settled(?: then)?|"
                 r"(?:(?:here'?s|here is) (?:a |the |my )?(?:[\w-]+ )?)?(?P<recap>summary|recap|draft|plan)))\b"
                 r"(?P<label>[^:—–.]{0,60})(?P<end>[:—–.]|$)", re.I)
BOILERPLATE = re.compile(r"^(?:happy to help|glad to help|let me know|sure[,:!.]|of course|great question|"
                         r"how can i help|anytime|no worries|hope (?:this|that) helps|here'?s|welcome back|"
                         r"sorry to hear|congrats|want me to|anything (?:else|to correct))", re.I)
REQUEST = re.compile(r"\b(?:can|could|would|will) (?:you|u|ya)\b|\b(?:pls|plz|please)\b|"
                     r"^(?:(?:yes|yep|yeah|ok(?:ay)?|sure)\W+)?(?:give|make|write|draft|"
                     r"show|list|summarize|recap|help|tell|explain|add|include|mention)\b|"
                     r"\b(?:help me|give me|make me|remind me)\b",
                     re.I)
# A request for the assistant to work on text ("recap pls, pasting", "make these notes sound less robotic"):
# what follows it is material, not the user's word.
# "pls remember nobody owns release notes yet": asking to keep a fact states it.
REMEMBER = re.compile(r"\b(?:remember|keep in mind|make a note|note (?:that|down))\b", re.I)
# An acknowledgement saying it keeps what was said: "Noted, I will keep that in mind."
KEPT_IN_MIND = re.compile(r"\bkeep(?:ing)? (?:that|it|this|these|those) in mind\b", re.I)
# The assistant saying it made the edit asked of its draft: "Added under Tone: ...", "Added!".
CARRIED_OUT = re.compile(ACK_OPENER + r"(?:i've |i have )?added\b", re.I)
# The user putting a value of its own into the assistant's draft ("actually no, make it class 3", "give azura 5 and 6
# and make 7 the overflow", "set it to 45"), not a length or layout ("make it 100 words", "set it to 3 bullets").
VALUE_EDIT = re.compile(r"\b(?:make|set|change|put|give|bump|move)\b(?:\s+[^\s\d]+){0,3}?\s+(?:to\s+)?[^\s\d]{0,6}\d"
                        r"(?![\d:.,/–-]*\s*(?:\w+\s+)?(?:words?|bullets?|lines?|sentences?|paragraphs?|char\w*|"
                        r"pages?|slides?|emojis?|points?|items?|tweets?|columns?|rows?)\b)", re.I)
# The assistant saying, first thing, that it made the edit asked of its draft: "Revised: ...", "Updated:", "Changed:
# mute window 01:00-04:00.", "Done — ...".
EDIT_MADE = re.compile(r"^(?:[^\w\s]+\s*)?(?:revised|updated|changed|edited|amended|corrected)\b"
                       r"(?!\s+(?:it|that|this)\?)", re.I)
# "Noted." (or "Confirmed.") and nothing else in its sentence: opening a reply, it acknowledges whatever the reply goes
# on to say ("Confirmed. DDL to start: ...").
NOTED = re.compile(r"^(?:noted|confirmed)\s*[.!]?$", re.I)
PASTED = re.compile(r"\b(?:pasting|pasted|paste|recap|summari[sz]e|clean(?:ing)? up|re(?:write|phrase|word)|"
                    r"proofread|polish|translate|sound (?:less|more|better|nicer|friendlier))\b", re.I)
# Agreeing ("Agreed 😄", "right, ...", "agreed that 48h is long"), not reporting a decision ("Agreed: X").
ASSENT = re.compile(r"^(?:agreed|right|true|exactly|yes|correct)(?:\s*[^\w\s:]|\s*$|\s+(?!on\b|to\b)\w)",
                    re.I)
# The assistant weighing or recalling, not reporting a decision: "a policy like this would work",
# "last time it was dec 22 - jan 5, approved by ingrid", "currently the policy is 14 days".
HEDGE = re.compile(r"\b(?:would|could|might|may(?! \d)|should|if|last time|last year|previously|currently|as before|"
                   r"from what you (?:told|said|shared))\b", re.I)
# A question: a question mark, or a question word or an auxiliary before its subject first
# ("did we ..."); "did it: X" and "did both" report what was done, "do option 1" asks for it, and "will email them
# today", "should be ok at 60" say what comes next with no subject.
_SUBJECT = (r"(?:we|you|u|ya|they|i|he|she|it|that|this|there|people|folks|users|players|any\w*|some\w*|every\w*|"
            r"the|a|an|our|my|your|their|his|her)")
QUESTION = re.compile(r"\?\s*$|^(?:what|whats|what's|how|which|why|when|where|who|whom|any|anyone|anybody)\b|"
                      rf"^(?:does|do(?=\s+(?:we|you|u|ya|they|i|people|folks|users|players|any|our)\b)|did|is|are|can|"
                      rf"(?:could|should|would|will)(?=\s+{_SUBJECT}\b))\b"
                      r"(?!\s+(?:it|that|this|both|so)\b\s*(?:[:;,.!]|$))", re.I)
# An assistant's reply opening with a word of approval or thanks and at most a name: "Great, Ines.", "Perfect!",
# "Thanks!" (then "So the cutover is Saturday 21 February ...": what it was told, said again).
GREETING_ACK = re.compile(r"^(?:great|perfect|nice|excellent|lovely|brilliant|awesome|cool|thanks|thank you|"
                          r"many thanks)(?:,?\s+\w+)?\s*[.!]?$", re.I)
# The assistant approving what the user just said, first thing in its reply: "Sounds good.", "Good move.", "Great
# idea."; not a bare "Great." or "Nice!", which greet whatever came, nor "Makes sense.", said of a problem explained.
ENDORSES = re.compile(r"^(?:(?:that|this) )?(?:sounds? (?:good|great|right|sensible|reasonable)|"
                      r"(?:good|great|smart|wise|sensible|solid|nice) (?:move|call|plan|idea|choice|decision|pick)|"
                      r"sensible|(?:very )?reasonable)\b", re.I)
AGREED = "Agreed: "  # what opens the line of an accepted proposal: the assistant's words, not the user's
# A short reply accepting what the assistant just proposed: "yes do that", "perfect, sending",
# "lgtm, merging that", "ok go with option 2", "agreed, take that as the official definition".
_AFFIRM = r"(?:yes|yep|yeah|yup|ok(?:ay)?|sure|perfect|great|cool|nice|agreed|approved|fine|alright)"
ACCEPT = re.compile(rf"^(?:{_AFFIRM}\W+)*(?:(?:let'?s )?(?:go with|do|take|pick|use|ship|send|merg(?:e|ing)|apply) "
                    r"(?:it|that|this|both|option \w+|the \w+ (?:one|option)|#\d+)|lgtm|sounds (?:good|great|right)|"
                    r"looks good|go ahead|go for it|sending|that works|works for me|that'?s (?:it|right|correct)|"
                    r"exactly(?: that)?|as (?:proposed|suggested)|that(?: one)?(?=\s*[.!,;]|\s*$)|"
                    r"(?:option|number|#)\s*\d\b|the (?:first|second|third|fourth|fifth) (?:one|option))\b", re.I)
# "go with option 2", "the second one": which item of a numbered proposal is accepted.
CHOSEN = re.compile(r"\b(?:option|number|#)\s*(\d)\b|\bthe (first|second|third|fourth|fifth) (?:one|option)\b", re.I)
ORDINALS = {"first": "1", "second": "2", "third": "3", "fourth": "4", "fifth": "5"}
# The assistant offering to do something itself: "Want me to summarize the tradeoffs for both?".
OFFERS_TO_ACT = re.compile(r"^(?:(?:do you )?want me to|shall i|should i|would you like me to)\b", re.I)
QUALIFIER_WORDS = 3  # an acceptance saying more states the decision in the user's own words
PROPOSAL_LABEL = re.compile(r"^(?:(?:then|so)\b\s*[:,]?)?\s*(?:(?:my |a |the )?(?:proposal|suggestion|"
                            r"recommendation|plan|draft|updated|option \w+)\s*:\s*)?", re.I)
# Said as a statement, not a question: "still unclear who covers the christmas week".
# "two things open: X and Y" says what is open as "open question:" does.
EXPLICIT_OPEN = re.compile(r"\b(?:open question|open item|(?:two|three|four|a few|some|\d+) (?:things|items|questions|"
                           r"points|issues) (?:still |left )?open\b|tbd|to be decided|undecided|still open|"
                           r"still need to|"
                           r"not sure yet|figure out|unresolved|unclear|not (?:yet )?(?:clear|sure|decided|"
                           r"settled|known)(?: yet)? (?:whether|if|who|what|which|when|where|how)|"
                           r"(?:(?:don't|do not|dont) know|no idea|no clue|idk|dunno) "
                           r"(?:yet|whether|if|who|what|which|when|how)|"
                           r"(?:no one|nobody|noone) (?:(?:\w+ ){0,4}(?:knew|knows)|volunteered|owns)|"
                           r"(?:haven't|have not|havent|hasn't|has not|hasnt|didn't|did not|didnt) (?:yet )?"
                           r"(?:decided|decide|answered|answer|replied|settled|confirmed|picked|chosen|figured out|"
                           r"worked out|sorted)|(?:still|yet) unknown|unknown (?:yet|so far)|"
                           # "the thing i cant decide is whether", "tomás doesn't want to decide"
                           r"(?:can't|cannot|cant|can not|couldn't|couldnt|could not|(?:no one|nobody|noone) can|"
                           r"(?:doesn't|does not|doesnt|don't|do not|dont|won't|will not) want to) decide|"
                           # "nobody decided", "nobody has confirmed it yet"
                           r"(?:no one|nobody|noone) (?:has |have |had )?(?:yet )?(?:said|done|checked|asked|decided|"
                           r"confirmed|agreed|approved|signed off)\b|"
                           # "nobody's been named yet", "no one has been assigned to it"
                           r"(?:no one|nobody|noone)(?:'s|s| has| have|'s not| has not| hasn't)? been (?:\w+ )?"
                           r"(?:named|assigned|appointed|picked|chosen|nominated)\b|"
                           r"still not (?:picked|chosen|decided|settled|sure|clear|known)|"
                           r"(?:'d|would|will|'ll) think about it|"
                           r"no (?:decision|answer|owner|agreement|consensus) yet|open whether|pending (?:a )?decision|"
                           # "nadia says they're talking about it", "I'll note it as under discussion": not settled
                           r"under (?:discussion|consideration)|"
                           r"(?:they're|they are|we're|we are|still) (?:talking about|discussing) (?:it|that|this)|"
                           # "I haven't seen a decision on whether ...", "we haven't had an answer"
                           r"(?:haven't|have not|havent|hasn't|has not|hasnt) (?:yet )?(?:seen|heard|had|got|gotten|"
                           r"received) (?:a |an |any )?(?:decision|answer|confirmation)|"
                           # "still no agreement tho, we'll fight about it at thursday's review"
                           r"still no (?:agreement|consensus)|"
                           r"no (?:decision|answer|word) (?:yet )?(?:on|about) (?:whether|if|who|what|which|when|how)|"
                           r"question is (?:whether|if|do|does|should|how|what|which|who|when|where)|"
                           # a decision word negated ("that isn't decided", "not approved yet"), or only ahead
                           # ("i'll recommend northgate"), or still argued over ("still arguing w priya")
                           r"(?:not|never|(?:is|are|was|were|has|have|had)n'?t)(?: yet| been| really)* "
                           r"(?:decided|settled|confirmed|agreed|approved|finali[sz]ed|signed off)|"
                           r"(?:will|'ll|to|gonna|going to) (?:recommend|propose)|"
                           r"still (?:arguing|debating|discussing|deciding|weighing|negotiating|waiting)|"
                           r"^(?:idk|dunno|no idea|no clue|not sure|i (?:\w+ )?(?:don't|do not|dont) know)"
                           r"(?:\W+(?:tbh|honestly|yet|atm|rn|lol|tho|though|"
                           r"really|either|so far|for now|at all))*(?=\W*$))\b", re.I)
OPEN_LABEL = re.compile(r"^open (?:question|q|item|point)s?\s*:", re.I)  # "open q: do we need cipa filtering"
# A later reply leaving the last question open: "ok leaving that open", "leave that with IT", "parking it", "ingrid to
# decide", "let me think about it", "decide later".
REOPEN = re.compile(r"(?:(?:leav(?:e|ing)|keep(?:ing)?) (?:that|it|this)(?: one)? open|"
                    r"leav(?:e|ing) (?:that|it|this)(?: one| question)? (?:with|to) (?:\w+ )?\w+(?=\W*$)|"
                    r"park(?:ing)? (?:it|that|this)|"
                    r"leav(?:e|ing) the (?:[\w-]+ ){1,4}(?:question|decision) (?:open|for now|for later|aside)|"
                    r"\b\w+ (?:to|will|gets to) decide|no answer (?:yet|today|for now)|"
                    r"(?:let me|let's|lets|i'?ll|i need to|need to|gotta|have to) (?:have a )?think (?:about|on|over) "
                    r"(?:it|that|this)|decide (?:it |that |this )?later|not deciding)\b", re.I)
# An assistant noting what the user said as open: "I'll keep root cause as an open item", "line location is an
# open question", "Noted as open: ..."; not what it recalls ("you left sixtels as an open question").
NOTED_OPEN = re.compile(r"\b(?:i'?ll|i will|i'?ve|i have|i'?m|i) (?:\w+ )?(?:keep|log|mark|note|track|list|add|record|"
                        r"hold|treat)\w*\b.{0,100}\bopen\b|"
                        r"\b(?:is|are|stays?|remains?) (?:now |still )?(?:an? )?open (?:item|question|point|issue)\b|"
                        r"\b(?:stays?|remains?|is still|are still) open (?:for now|until|till)\b|"
                        r"\b(?:noted|logged|marked|kept|recorded|tracked) as (?:an? )?(?:still )?open\b", re.I)
# The assistant saying someone else knows: "The training team would know.", "It might be worth checking with Nadia."
POINTS_ELSEWHERE = re.compile(r"^(?:\w+\W+){1,6}(?:would|will|should|might|may) know\b|"
                              r"^(?:it )?(?:might|may|would|could) be (?:worth|best) "
                              r"(?:checking|asking|confirming) with\b", re.I)
# An assistant that has no answer: "I don't have any update on that", "nothing in the notes about it", "I'm not sure
# — the notes don't cover that. The training team would know." (someone else knows, not it: `POINTS_ELSEWHERE`).
# "I can't verify live news, so I don't know which company that is": a clause may open with "so", "and", "but".
NO_ANSWER = re.compile(r"^(?:(?:sorry|so|and|but),? )?(?:i|we) (?:(?:don't|do not|dont|can't|cannot|couldn't|could not) "
                       r"(?:have|see|find|know|tell|say|verify|check|access)|(?:have|had|found|see) no)\b|"
                       r"^(?:(?:sorry|so|and|but),? )?(?:i'?m|i am) not (?:sure|certain)\b|"
                       r"\b(?:the|my|our|your) (?:notes|records) (?:don't|do not|dont|doesn't|does not) "
                       r"(?:cover|mention|say|show|include)\b|"
                       rf"{POINTS_ELSEWHERE.pattern}|"
                       r"\b(?:nothing|no (?:record|update|information|info|details?|mention)s?) (?:\w+ ){0,3}"
                       r"(?:in|on|about|of) (?:the|my|our|your) (?:notes|records|memory|history)\b|"
                       r"\b(?:not|isn't|is not|aren't|are not) (?:\w+ )?in (?:the|my|our|your) (?:notes|records|memory)\b",
                       re.I)
# The user not knowing, said first thing: "no idea yet, interviews next week", "no clue", "not sure, let me check"; not
# what is undecided ("not sure yet whether we pay for the plugin").
NOT_KNOWN = re.compile(r"^(?:idk|dunno|no idea|no clue|not sure|unsure|(?:i )?(?:don't|dont|do not) know)\b"
                       r"(?![^.!?]*\b(?:whether|if)\b)", re.I)
# The user telling what someone they asked answered: "she says ribo-zero plus", "Niamh: kept 90 days", "ops replied,
# it's 12".
REPORTS_BACK = re.compile(r"^(?:(?:ok|okay|so|and|update)\W+)?(?:[\w.'-]+ ){0,2}?(?:says|said|replied|confirmed|"
                          r"got back|came back|told me)\b|^[A-Z][\w.'-]{1,30}:\s")
# An assistant reply saying the question is the team's to decide: "Good question; that needs a decision, probably from
# Priya.", "That's a policy question for the practice.", "That's Priya's call.", "It's up to the board". Read in the
# reply to a question only (`_leaves_open`): a user's "the budget needs a decision by friday" is a statement like any
# other.
NEEDS_DECISION = re.compile(r"\b(?:needs?|requires?) (?:a |an |the )?decision\b|"
                            r"^(?:that'?s|that is|it'?s|it is|this is) (?:(?:a|an|one) (?:[\w-]+ )?(?:question|call|"
                            r"decision) for|(?:your|their|[\w-]+'s|the [\w-]+'s) (?:call|decision)|up to)\b", re.I)
# An assistant reply saying it asked and is waiting: "I've emailed VetQuip asking for available dates; no reply yet."
# Read in the reply to a question only (`_leaves_open`): a user's "emailed the council, no reply yet" is a statement.
AWAITING = re.compile(r"\bno (?:reply|response|word|news) (?:back )?yet\b|\b(?:waiting|still waiting) (?:on|for) "
                      r"(?:a |an |their |his |her )?(?:reply|response|answer)\b", re.I)
CLAUSE_END = re.compile(r"\s*[,;:—–]\s+")  # "No window set yet, that's still open": two statements
RESOLVED = re.compile(r"(?<!not )(?<!n't )(?<!nt )\b(?:found|fixed|resolved|solved|answered|settled|sorted|figured|"
                      r"turns out|the cause|root cause)\b", re.I)
# An assistant turn laying out choices: the user's next statement that takes up its words chooses among them
# ("webauthn for admin tools, totp for the rest") in the user's own words. Telling what is usual is an offer too ("A
# keg deposit is standard: £25-£40 per keg is common" -> "£30 deposit per keg from august").
OFFER = re.compile(r"\b(?:options?|suggest(?:s|ed|ions?)?|recommend(?:s|ed|ations?)?|alternatives?|either|compromise|"
                   r"common|standard|sensible|reasonable|works well|"
                   r"you could|i'd|typical(?:ly)?|usually)\b", re.I)
# The assistant asking the team to choose: "How many full backups do you want to keep?". A statement answering it
# right after, in one of its words, is the choice ("keep 4 full backups").
CHOICE_QUESTION = re.compile(r"^(?:so )?(?:how many|how much|how long|how often|which|what|when|where) [\w' -]{0,40}"
                             r"(?:do|would|should) (?:you|we) (?:want|like|prefer|use|pick|choose|go with)\b.*\?$",
                             re.I)
OFFER_SHARED_WORDS = 3


# A question word opening a sentence: "which 3 sites" asks with a single word that says something.
QUESTION_WORD = re.compile(r"^(?:what|whats|what's|how|which|why|when|where|who|whom|whose)\b", re.I)
# What someone believed or expected, not what happened: "i thought jo fixed that".
BELIEF = re.compile(r"\b(?:i|we|they|s?he) (?:thought|assumed|believed|expected|figured)\b|\bsupposed to\b", re.I)
LAUGHTER = re.compile(r"\b(?:lol|lmao|rofl|haha\w*|hehe\w*)\b|[\U0001F600-\U0001F64F\U0001F923]", re.I)
# A remark in brackets beside what the sentence says: "(maya here now, same laptop lol) rotation for jul 6-aug 31 is
# ...": its joke is not the sentence's.
ASIDE = re.compile(r"\([^()]{0,200}\)")
# A sentence announcing a story, not the team's business: "gossip:", "random: heard ...", "unrelated: ...", "did you
# see ...", "apparently ...".
STORY = re.compile(r"^(?:gossip|random|unrelated|rumou?r|fun fact|apparently|(?:i )?heard|did (?:you|u|ya) "
                   r"(?:see|hear))\b", re.I)
# The team as a subject: "we agreed", "our policy", "you decided".
TEAM = re.compile(r"\b(?:we|we've|we're|we'll|our|us|team|you(?:'ve)? (?:all )?(?:agreed|decided|chose|picked|approved))\b",
                  re.I)
# The team's decision reported in so many words, by the assistant too: "we decided to move billing-api to Postgres
# 16", "Decision: end of September". The salience veto spares it; it settles an open question.
REPORTED_DECISION = re.compile(r"\b(?:we|team|everyone|you all)(?: have| had|'ve)? (?:decided|agreed|chose|picked|"
                               r"settled on)\b|\b(?:decision|decided|agreed|final call)\s*:", re.I)
# The assistant asking the team what only the team knows: "What are the new hours?", "Where's it going?", "Great –
# what was decided?", "Anything outstanding before they can start ordering?"; not offering ("Want a checklist?").
ASKS_TEAM = re.compile(r"^(?:\w+\W+){0,2}?(?:what|what's|which|where|where's|when|who|how|anything)\b[^?]*\?$", re.I)
SOMEONE = re.compile(r"\b(?:anyone|anybody|someone|somebody|nobody|no one)\b", re.I)
# A question asking which of the team does something: "who's covering the emergency phone on the 27th".
ASKS_WHO = re.compile(r"^who(?:'s|s| is| will| does| do)?\b", re.I)
# A turn going on from the one before: "but only 30 not 35".
CONTINUATION = re.compile(r"^(?:but|except|though|although|plus|only|unless)\b", re.I)
# The user announcing material in a turn of its own: "vendor quote pasted below", "forwarding the mail:".
ANNOUNCED = re.compile(r"\b(?:pasted|pasting|forward(?:ed|ing)|copied|copying|attached)\b.{0,20}(?:\bbelow\b|:\s*$)|"
                       r"\bbelow\s*:?\s*$", re.I)
# An e-mail's own parts: headers and sign-off, and the salutation opening a sentence.
EMAIL_PART = re.compile(r"^(?:from|to|cc|bcc|sent|date|subject|re|fwd?)\s*:|"
                        r"^(?:(?:best|kind|warm)(?: regards)?|regards|sincerely|cheers|thanks|many thanks)\b[,;]?",
                        re.I)
SALUTATION = re.compile(r"^(?:dear|hi|hello)\b[^,;]{0,40}[,;]\s*", re.I)


def is_email(turn: Turn) -> bool:
    """A pasted e-mail: two of its own parts (headers, a salutation, a sign-off)."""
    return sum(bool(EMAIL_PART.match(s) or SALUTATION.match(s)) for s in turn.sentences) >= 2


@dataclass(frozen=True)
class Turn:
    role: str
    sentences: tuple[str, ...]
    code: bool = False  # it held code cut out of its sentences: a fenced block or JSON


def is_transcript(text: str) -> bool:
    """True when the text opens with a turn (after the note on omitted turns, if any).

    Every other line is a turn, or what is left of one after the injection screen took out
    its first sentence, role label included: a turn by someone unknown, never the user's word.
    """
    lines = [line for line in text.splitlines() if line.strip() and not line.startswith("[")]
    return bool(lines) and bool(TURN.match(lines[0]))


def content_words(text: str) -> set[str]:
    """Words that say something: no stop words, no chit-chat, no single characters."""
    return {w for w in WORD.findall(text.lower()) if len(w) > 1 and w not in ENGLISH_STOP_WORDS and w not in CHATTER}


def _cut_json(text: str) -> str:
    """`text` with each JSON object or array cut out, braces matched (to the end if unclosed)."""
    while match := JSON_START.search(text):
        depth, end = 0, len(text)
        for i in range(match.start(), len(text)):
            depth += text[i] in "{[" and 1 or -(text[i] in "}]")
            if depth == 0:
                end = i + 1
                break
        text = text[:match.start()] + "\u0000" + text[end:]
    return text


def sentences(text: str) -> list[str]:
    """A turn's sentences, pasted material cut out; log and stack trace sentences dropped."""
    text = FENCE.sub("\u0000", text)
    text = EMPHASIS.sub("", _cut_json(TABLE.sub("\u0000", text)))
    out = []
    for raw in SENTENCE_END.split(text):
        plain = MARKER_RE.sub("", raw)  # a masked secret's `len=.. sha=..` is not a log line
        if LOG.search(plain) or STACK.search(plain):
            continue
        sentence = FILLER.sub("", " ".join(URL.sub("(link)", raw).split()).strip(" -*•>:;,"))
        if WORD.search(URL_MENTION.sub("", sentence).lower()):
            out.append(sentence)
    return out


def jokes(sentence: str) -> bool:
    """Whether a sentence laughs (`LAUGHTER`) outside the remarks it makes in brackets (`ASIDE`)."""
    return bool(LAUGHTER.search(ASIDE.sub(" ", sentence)))


def is_chatter(sentence: str) -> bool:
    """Greetings, thanks, fillers, away notes, emoji: no word outside the chit-chat set."""
    return all(w in CHATTER for w in WORD.findall(sentence.lower()))


def turns(transcript: str) -> list[Turn]:
    out: list[Turn] = []
    for line in transcript.splitlines():
        if match := TURN.match(line):
            text = match.group(2)
            code = bool(FENCE.search(text) or JSON_START.search(text))
            out.append(Turn(match.group(1), tuple(sentences(text)), code))
        elif line.strip() and not line.startswith("["):  # a turn whose head the injection screen cut off
            out.append(Turn(UNKNOWN_ROLE, tuple(sentences(line))))
    return out


@functools.lru_cache(maxsize=4096)  # asked again for every question before the turn
def restatement(turn: Turn) -> tuple[bool, tuple[str, ...]]:
    """Whether an assistant turn acknowledges the turn before it, and the facts it restates.

    "Noted: X" and "Logged as open: X" restate X (an open one prefixed `Open:`); "Noted:" or
    "Here's a summary:" before a list restates the list; a turn that is only "Noted, I'll
    remember that." (or that notes something as open) acknowledges without restating.
    "Got it." followed by advice is conversation, not an acknowledgement.
    """
    facts: list[str] = []
    acknowledged = False
    for i, sentence in enumerate(turn.sentences):
        match = ACK.match(sentence)
        if not match:
            # "Confirmed." opening the reply acknowledges as "Noted." does ("Confirmed. DDL to start: ..."); not an
            # `ACK`, which the salience model reads (a user's "confirmed with the venue: ..." is a fact).
            acknowledged = acknowledged or not i and bool(NOTED.match(sentence))
            continue
        rest = sentence[match.end():].strip()
        opened = "open" in match.group("label").lower()
        listed = [s for s in turn.sentences[i + 1:] if not (QUESTION.search(s) or BOILERPLATE.match(s))]
        if match.group("end") != "." and len(content_words(rest)) >= 2:
            acknowledged = True
            facts.append(f"Open: {rest}" if opened else rest)
        elif match.group("end") != "." and listed:  # "Noted:" / "Here's a summary:" and a list
            acknowledged = True
            facts.extend(listed)
        elif "remember" in match.group(0).lower():  # "Noted, I'll remember that. X"
            acknowledged = True
            facts.extend(turn.sentences[i + 1:i + 2])
        elif opened or not (i or listed) or not i and (KEPT_IN_MIND.search(match.group("label"))
                                                     or NOTED.match(sentence)):
            # "Noted." alone, or before a question ("Noted. Anything else?"); "Noted." or "Noted, I will keep that in
            # mind." opening the reply says so whatever follows (advice: "I'd also give drivers a hydration
            # reminder"); "Got it." before advice does not.
            acknowledged = True
    return acknowledged, tuple(facts)


def is_recap(turn: Turn) -> bool:
    """An assistant turn that summarizes or drafts from what was said: it confirms the user's own
    words it repeats, but never stands in for them."""
    return any((match := ACK.match(s)) and match.group("recap") for s in turn.sentences)


def _substantive(turn: Turn) -> bool:
    if not turn.sentences:  # an answer made only of pasted material (a query, a table) says something unquoted
        return turn.role == "assistant"
    return any(not _read(s).chatter and not BOILERPLATE.match(s) for s in turn.sentences) and not restatement(turn)[0]


def _declines(reply: Turn) -> bool:
    """An assistant reply with no answer: "I don't have any update on that in the notes. Anything else?"."""
    said = [s for s in reply.sentences if not (_read(s).chatter or BOILERPLATE.match(s) or QUESTION.search(s))]
    return bool(said) and all(NO_ANSWER.search(s) for s in said)


def _leaves_open(reply: Turn) -> bool:
    """An assistant reply saying first that the question is not settled ("No window set yet, that's still open.",
    "That hasn't been decided; it's up to Priya.", "Good question; that needs a decision."): it answers nothing,
    about the team or not. Not knowing ("I don't know who your org admins are", "I don't have live exchange rates")
    is `_declines`: the team may know."""
    said = [s for s in reply.sentences if not (_read(s).chatter or BOILERPLATE.match(s))]
    # "Nobody's been named yet — want me to flag it for Brigid?": a statement before the question says it. "I don't
    # know. I haven't seen a decision on whether ...": after a bare "I don't know.", the next sentence says it.
    first = said[:2] if said and len(WORD.findall(said[0].lower())) <= 4 and NO_ANSWER.search(said[0]) else said[:1]
    return any((_read(clause).explicit or NEEDS_DECISION.search(clause) or AWAITING.search(clause))
               and not (NO_ANSWER.search(clause) or QUESTION.search(clause))
               for sentence in first for clause in CLAUSE_END.split(sentence))


def _settles(turn: Turn, subject: set[str], section_of) -> bool:
    for sentence in turn.sentences:
        shared = len(subject & _read(sentence).words)
        # "I'll keep moving the newsletter off MailPost as an open question" names the subject, settling nothing;
        # the assistant settles the team's question only reporting what the team did ("we agreed: net 45"), not
        # writing a note about it ("1. Payment terms: Castellan asks for net 60 (we use net 30).").
        if shared >= min(2, len(subject)) and not NOTED_OPEN.search(sentence) and (
                RESOLVED.search(sentence) or section_of(sentence) in ("Decided", "Changed") and (
                    turn.role != "assistant" or REPORTED_DECISION.search(sentence))):
            return True
    return False


def _answered(question: str, later: list[Turn], section_of, explicit: bool = False) -> bool:
    """Whether a later turn answers `question`; an `explicit` one (or one said as open), or one about the team's
    own affairs ("has anyone heard back from the council", "does our contract cover saturdays", `ASKS_WHO`) that the
    assistant's reply has no answer to ("I don't have any update on that"), only by settling it."""
    reply = next((turn for turn in later if turn.role == "assistant"), None)
    # "who's covering the phone on the 27th" ... "I don't see that anywhere. It might be worth checking with Nadia.": a
    # question about who in the team, that the reply says someone else knows, is the team's too.
    unknown = reply is not None and bool(
        TEAM.search(question) or SOMEONE.search(question)
        or ASKS_WHO.match(question) and any(POINTS_ELSEWHERE.search(s) for s in reply.sentences)) and _declines(reply)
    if unknown and not (explicit or _read(question).explicit) and any(
            turn.role == "user" and turn.sentences and REPORTS_BACK.match(turn.sentences[0]) for turn in later):
        return True  # "Priya or Tomasz would know." ... "she says ribo-zero plus, 2 kits left"
    declined = unknown or reply is not None and _leaves_open(reply)
    if explicit or declined or _read(question).explicit:
        subject = _read(question).words
        return bool(subject) and any(_settles(t, subject, section_of) for t in later if not restatement(t)[0])
    return any(_substantive(t) for t in later)


@dataclass(frozen=True)
class _Reading:
    """What one sentence is, read once (sentences repeat across a day's chats and recaps)."""

    words: frozenset[str]
    request: bool
    pastes: bool  # "recap pls, pasting": what follows is material
    question: bool
    explicit: bool  # said as open ("tbd", "ingrid hasnt decided")
    reopens: bool  # "ok leaving that open"
    reopens_later: bool  # "not deciding that now, parking it"
    chatter: bool


@functools.lru_cache(maxsize=65536)
def _read(sentence: str) -> _Reading:
    request = bool(REQUEST.search(sentence)) and not REMEMBER.search(sentence)
    reopening = REOPEN.search(sentence)  # the leftmost: it opens the sentence when any match does
    return _Reading(frozenset(content_words(sentence)), request, request and bool(PASTED.search(sentence)),
                    bool(QUESTION.search(sentence)), bool(EXPLICIT_OPEN.search(sentence)),
                    bool(reopening) and reopening.start() == 0, bool(reopening), is_chatter(sentence))


def memory_lines(transcript: str, section_of) -> list[str]:
    """What a transcript may bring to memory, one line per turn, in order (see module doc).

    `section_of` is the digest's own classifier (decided, changed, open or notes), so a
    sentence kept as a decision here is one the digest files as a decision.
    """
    return kept_by_rules(turns(transcript), section_of).lines()


def kept_by_rules(chat: list[Turn], section_of) -> _Kept:
    """The sentences the rules keep, by turn and place in the turn: what `memory_lines` writes
    (`salience` weighs it with a learned model)."""
    kept = _Kept()
    asked: list[list[tuple[int, int, str]]] = []  # per turn with questions: those left out as answered
    still_open = False  # a user turn kept an open question: the assistant noting something as open refers to it
    material = False  # user turns after "summarise pls" or "quote pasted below", until the assistant speaks
    # The last user turn that kept a statement (not a question), and the last turn going on with it: what a
    # short follow-up continues.
    previous: tuple[int, int] | None = None
    for index, turn in enumerate(chat):
        if turn.role != "user":
            material = False
            # What the assistant writes when asked ("draft a change note": "Approved by: Priya") is a draft.
            asked_for = index and chat[index - 1].role == "user" and any(
                _read(s).request for s in chat[index - 1].sentences)
            # Its answer to a question, or to what the user says is open, is what it knows ("many regulations
            # require 1.2 m"), unless it tells what the team decided.
            answering = index and chat[index - 1].role == "user" and any(
                _read(s).question or _read(s).explicit for s in chat[index - 1].sentences)
            if not restatement(turn)[0] and not asked_for:
                for position, sentence in enumerate(turn.sentences):
                    if section_of(sentence) == "Decided" and not (QUESTION.search(sentence) or HEDGE.search(
                            sentence) or BOILERPLATE.match(sentence) or ASSENT.match(sentence)) and (
                            not answering or TEAM.search(sentence)):
                        kept.add(index, position, sentence)
            continue
        if material or is_email(turn):
            # Pasted material brings only what it decides or changes ("we need to report monthly instead of
            # quarterly", with the rest it says: "first submission due 15 march"), never its greetings or headers,
            # whatever the assistant's recap repeats.
            said = [(position, SALUTATION.sub("", sentence)) for position, sentence in enumerate(turn.sentences)
                    if not (EMAIL_PART.match(sentence) or _read(sentence).question or _read(sentence).chatter)]
            if any(section_of(sentence) in ("Decided", "Changed") and not HEDGE.search(sentence)
                   for _, sentence in said):
                for position, sentence in said:
                    kept.add(index, position, sentence)
            continue
        material = any(_read(s).pastes or ANNOUNCED.search(s) for s in turn.sentences)
        # People send a message in bursts: the assistant's turn after the burst answers each of its turns.
        following = next((t for t in chat[index + 1:] if t.role != "user"), None)
        last_of_burst = index + 1 == len(chat) or chat[index + 1].role != "user"
        offering = _offering_turn(chat, index)
        offered = _offer(offering) if offering else frozenset()
        asks_choice = _asks_choice(offering)
        acknowledged, restated = _acknowledgement(following, turn) if following and following.role == "assistant" \
            else (False, ())
        # "Understood, line location is an open item": what the turn says is open, not answered. A turn saying
        # on its own what is open, or that an earlier question still is, is read as it says.
        # Read once for the turn: reopening the question pops it from `asked`.
        not_known = _not_known(chat, index, section_of)
        defers = not not_known and _defers(asked, chat, index, section_of)
        noted_open = not still_open and last_of_burst and bool(following) and following.role == "assistant" and any(
            NOTED_OPEN.search(s) and not QUESTION.search(s) for s in following.sentences) and not (defers or any(
                _read(s).explicit or _read(s).reopens for s in turn.sentences))
        recap = acknowledged and is_recap(following)
        # "ok we'll enable apple pay ... through the payment element" answered with "Snippet:" and the code: the
        # assistant carries the statement out, as a "Noted." takes it.
        implemented = last_of_burst and not acknowledged and answered_with_code(chat, index)
        endorsed = last_of_burst and bool(following) and following.role == "assistant" and bool(
            following.sentences) and bool(ENDORSES.match(following.sentences[0]))
        carried_out = acknowledged and bool(following.sentences) and bool(CARRIED_OUT.match(following.sentences[0]))
        edited = edits_draft(chat, index)
        if recap and (not restated or any(_read(s).request or _read(s).question for s in turn.sentences)):
            # A summary the user asked for, or one answering the user's question, confirms nothing by itself.
            acknowledged, restated = False, ()
        accepting = _acceptance(chat, index, () if recap else restated, kept, section_of)
        # What the acknowledgement says again, before a paraphrase counts as a bare "Noted.": a joke or a story it
        # says again is a fact it confirms ("enabled mfa for the github org, 3 people got locked out lol" -> "Noted:
        # MFA is now enforced for the GitHub org.").
        confirmed_words = content_words(" ".join(restated)) if acknowledged and not recap else set()
        if restated and not (recap or accepting) and _paraphrased(chat, index, restated):
            restated = ()  # "Noted: memoQ renewed for 3 years." after "we're signing the 3 year term": as "Noted."
        # "mdm? intune vs something else? ingrid hasnt decided": the turn's questions are open.
        explicit = noted_open or not not_known and any(_read(s).explicit for s in turn.sentences)
        # What the acknowledgement says again, its restatement and the sentences after it ("Noted: the freeze
        # runs sept 8-15. Main is locked; cherry-picks go through Anna."), questions and pleasantries aside.
        # Its numbers too, one digit or more: "6 business hours" says the user's "6h" again (`_echoed`).
        restated_words = content_words(" ".join(restated)) | set(NUMBER.findall(" ".join(restated))) | (
            _statement_words(following) if restated else set())
        said = False  # the turn said something of its own, kept or not
        own, opened, outcome, left_out, context = False, False, False, [], []
        reopened = None  # the turn whose question this one says is still open ("legal checking. no answer yet")
        # "leave the harbour mill photos question open til we ask pellow" after the assistant answered "can we put
        # harbour mill photos on it?": the turn names what is open itself, an open item of its own; the question it
        # takes up was answered (advice), not kept, and stays out of the line.
        reopens = defers or any(_read(s).reopens for s in turn.sentences)
        named_open = _names_open(asked, turn, kept) and reopens
        if named_open:
            asked.pop()
        # "not deciding this week. open q: do we need cipa filtering on public wifi. waiting on finance": the turn
        # labels what it leaves open itself; the earlier question stays as it was.
        named_open = named_open or reopens and any(OPEN_LABEL.match(s) for s in turn.sentences)
        reopening = []
        for position, sentence in enumerate(turn.sentences):
            reading = _read(sentence)
            words = reading.words
            if reading.pastes:
                break  # what follows "recap pls, pasting" is material for the assistant, not the user's word
            if position in accepting or not_known or reading.chatter:
                continue
            # "and add a 5 min delay so short dips dont page anyone" -> "Noted: a 5-minute delay is added": a request
            # the assistant notes rather than carries out is a statement to remember; one it carries out ("add that
            # he must not do jokes" -> "Added under Tone: ...") is an edit to its draft.
            # "make it class 3" -> "Revised: ... Class 3 ...": a value the user puts into the draft is the team's.
            value_edit = edited and bool(VALUE_EDIT.search(sentence)) and not reading.question
            if reading.request and not value_edit and not (restated and not recap and not carried_out
                                                           and _echoed(words, restated_words) >= 2):
                continue
            # "no decision yet, lets see what polar says" right after the assistant answered the user's question
            # says that answer left it open.
            if reading.reopens or defers:
                if named_open:  # the turn's own open item, and what it says around it
                    if reading.reopens_later or reading.explicit:
                        kept.add(index, position, sentence)
                        opened = own = said = True
                    else:
                        context.append((position, sentence))
                    continue
                if opened:  # "no idea yet whether to do X. parking it": the turn's own question stays open
                    # What the sentence says besides goes with it: "leave it open, im going to watch the graphs for 2
                    # weeks first".
                    if content_words(REOPEN.sub("", sentence, count=1)):
                        context.append((position, sentence))
                    continue
                # One turn leaves one question open: "let me think about it. parking it" is said of the same one.
                for earlier, place, text in asked.pop() if asked and reopened is None else ():
                    kept.add(earlier, place, text)
                    reopened = earlier
                # What comes next ("legal checking", "will email them today") is said about it, as the rest of a
                # reply is.
                (reopening if reading.reopens_later or reading.explicit else context).append((position, sentence))
                continue
            # "which 3 sites" asks, "no answer yet" says it is open, with one word that says something.
            asks = reading.explicit or reading.question and QUESTION_WORD.match(sentence)
            # "90 it is" decides with one word.
            if len(words) < (1 if asks or words and section_of(sentence) in ("Decided", "Changed") else 2):
                # "email?" or "we only do nok" says something with the rest of its turn; a lone word
                # opening a turn that goes on ("dana.", "morning!") is who speaks or a greeting.
                # "do we go for it??" asks about what its turn says, with no word of its own.
                if (words or reading.explicit or reading.question) and (
                        reading.question or position or len(turn.sentences) == 1 or len(sentence.split()) > 1):
                    context.append((position, sentence))
                continue
            said = True
            section = section_of(sentence)
            if not reading.explicit and _echoed(words, confirmed_words) < 2 and (
                    jokes(sentence) and section != "Decided" or STORY.match(
                    sentence) and section in ("Decided", "Changed") and not TEAM.search(sentence)):
                # "someone changed the tz to local lol", "anyone know if the coffee machine got fixed lol": a
                # story or a joke, kept only beside what its turn decides; so is hearsay announced as such
                # ("gossip: ... they decided to roll their own OTA").
                context.append((position, sentence))
                continue
            if reading.question or reading.explicit or section == "Open":
                keep = not _answered(sentence, chat[index + 1:], section_of, explicit)
                opened = opened or keep
                if not keep:
                    left_out.append((position, sentence))
            elif section == "Changed" and any((_read(later).question or _read(later).request) and _refers_to(
                    later, words) for later in turn.sentences[position + 1:]) or BELIEF.search(sentence):
                # "forge nightly takes 3h now and collides with the standup builds. can we move it?":
                # what happened is the problem the question is about, kept only with the question (not when the
                # question is about something else: "awards moved to the weir hotel. can u redo the invite wording");
                # "i thought jo fixed that" is what someone believed, not what happened.
                keep = False
                context.append((position, sentence))
            else:
                # "dmitri says option 1, R9 it is": the choice names an option, or takes up its words.
                chosen = bool(offered) and (bool(CHOSEN.search(sentence)) or _echoed(words, offered) >= (
                    1 if asks_choice else OFFER_SHARED_WORDS))
                keep = section != "Notes" or chosen or value_edit or noted_open or endorsed or implemented or (
                    acknowledged and (not restated or _echoed(words, restated_words) >= min(2, len(words))))
                opened = opened or noted_open and keep and section == "Notes"
                if not keep:
                    context.append((position, sentence))
                outcome = outcome or keep and (chosen or value_edit or section in ("Decided", "Changed"))
                if keep and (number := CHOSEN.search(sentence)) and (chosen or restated and not recap):
                    # "mei and aisha: option 2" says what was chosen only with the option it names: what the
                    # assistant's acknowledgement restates, or else the item of its offer.
                    resolved = list(restated) if restated and not recap else _offered_item(offering, number)
                    sentence = _one_line([sentence, *resolved])
                    sentence = f"Chosen: {sentence}" if section_of(sentence) == "Notes" else sentence
            if keep:
                kept.add(index, position, sentence)
                own = True
        if reopened is not None:
            # What the reply says about the question goes with it ("legal checking. no answer yet", "ok leaving
            # that open, ingrid to decide"); a bare "leaving that one open" says nothing more.
            for position, sentence in sorted(context + [(p, s) for p, s in reopening if context or content_words(
                    REOPEN.sub("", s, count=1))]):
                kept.add(reopened, 1000 + position, sentence)
            continue
        if reopening and not opened and index in kept.by_turn:
            # No question before it to leave open: "tomas is stumped, samsungs are fine, only the pixels. parking it
            # until after black friday" leaves what its own turn says open.
            for position, sentence in reopening:
                kept.add(index, position, sentence)
            kept.mark_open(index, section_of)
            opened = True
        # A decision, change or open question keeps what its turn says around it ("pc only", "target: jan");
        # an acknowledgement keeps only what it confirms.
        for position, sentence in context:
            # "ill go" after "they want someone at the harbour users meeting" goes with the statement the
            # assistant acknowledged, restated or not: too short to stand alone, it is said of it.
            if opened or outcome or own and (acknowledged or implemented) and (
                    not restated or len(_read(sentence).words) < 2 or _echoed(_read(sentence).words, restated_words)):
                kept.add(index, position, sentence)
        still_open = still_open or opened
        # What "leaving that open" would refer to: a question kept, answered, or too short to stand alone ("do
        # we apply?").
        if opened or left_out or any(_read(sentence).question for _, sentence in context):
            # A question kept open is there too: a later "no idea yet, ill ask the council" goes on with its line.
            asked.append([(index, position, sentence) for position, sentence in left_out + context] + [
                (index, position, sentence) for position, sentence in kept.by_turn.get(index, {}).items() if opened])
        if (noted_open or named_open) and not outcome and index in kept.by_turn:
            kept.mark_open(index, section_of)
        if previous and _continues(chat, previous[1], index, opened, index in kept.by_turn):
            # "lgtm sending" accepts; it adds nothing to the statement.
            kept.join(index, previous[0], tuple(s for p, s in enumerate(turn.sentences) if p not in accepting),
                      section_of)
            previous = previous[0], index
            continue
        # The restatement stands in for a turn that said nothing, unless the burst said it already ("bumped the main
        # mount to 192k", a pasted log, "Noted: the main mount now streams at 192 kbps").
        if restated and last_of_burst and not (own or said or recap or carried_out or accepting
                                               or _burst_kept(chat, index, kept)):
            kept.add(index, len(turn.sentences), _one_line(list(restated)))
        if index in kept.by_turn:
            previous = None if opened else (index, index)
    return kept


RESTATED_WORDS = 3  # words of the user's turn an assistant's sentence says again to restate it
CODE_LEAD_WORDS = 12  # the most a reply made of code says besides it ("Here's a sketch of the check")


def answered_with_code(chat: list[Turn], index: int) -> bool:
    """Whether the assistant answers user turn `index`, a statement (no question, no request, no code, no answer to
    its own question), with code alone: a fenced block or JSON after a short lead ("Snippet:", "k6 sketch"), asking
    nothing. It writes what the statement settles ("cargo bikes capped at 6 orders per route" -> the vehicle
    profiles), as a "Noted." takes it. Not when its turn before was code too: the user is then correcting that draft
    ("missing the store filter"); nor a table, which shows what is ("That matches the p95 numbers:" and a table)."""
    turn, reply = chat[index], chat[index + 1] if index + 1 < len(chat) else None
    if reply is None or reply.role != "assistant" or not reply.code or turn.code or any(
            _read(s).question or _read(s).request for s in turn.sentences) or answers_assistant(chat, index):
        return False
    before = next((t for t in reversed(chat[:index]) if t.role != "user"), None)
    lead = [s for s in reply.sentences if not (_read(s).chatter or BOILERPLATE.match(s))]
    return not (before and before.code) and len(lead) <= 1 and not any(QUESTION.search(s) for s in reply.sentences) \
        and sum(len(WORD.findall(s.lower())) for s in lead) <= CODE_LEAD_WORDS


def edits_draft(chat: list[Turn], index: int) -> bool:
    """Whether user turn `index` puts a value into what the assistant drafted (`VALUE_EDIT`: "wait, the 04:15
    freighter... make it 01:00-04:00") and the assistant's next turn says first thing that it made the edit
    (`EDIT_MADE`: "Changed: mute window 01:00-04:00.")."""
    turn, reply = chat[index], chat[index + 1] if index + 1 < len(chat) else None
    return turn.role == "user" and reply is not None and reply.role == "assistant" and bool(reply.sentences) \
        and bool(EDIT_MADE.match(reply.sentences[0])) and any(
            VALUE_EDIT.search(s) and not _read(s).question for s in turn.sentences)


def acknowledged(chat: list[Turn], index: int) -> bool:
    """Whether the assistant's turn right after user turn `index` acknowledges it ("Noted.", "Noted: X", "Got it.
    X again")."""
    if chat[index].role != "user" or index + 1 >= len(chat) or chat[index + 1].role != "assistant":
        return False
    return _acknowledgement(chat[index + 1], chat[index])[0]


def left_open_by_reply(chat: list[Turn], index: int) -> bool:
    """Whether user turn `index` asks a question that the assistant's reply right after says is not settled
    (`_leaves_open`: "I've emailed VetQuip asking for dates; no reply yet.", "That hasn't been decided.")."""
    return chat[index].role == "user" and index + 1 < len(chat) and chat[index + 1].role == "assistant" and any(
        _read(s).question for s in chat[index].sentences) and _leaves_open(chat[index + 1])


def answers_assistant(chat: list[Turn], index: int) -> bool:
    """Whether user turn `index` answers the assistant's turn before it, which ends asking what only the team knows
    ("What are the new hours?" -> "new receiving hours at millbrook dock are 7am-2pm mon-fri, was 8-4")."""
    if chat[index].role != "user" or not index or chat[index - 1].role != "assistant" or not chat[index - 1].sentences:
        return False
    asked = chat[index - 1].sentences[-1]
    return bool(ASKS_TEAM.match(asked)) and not BOILERPLATE.match(asked)


def _acknowledgement(reply: Turn, turn: Turn) -> tuple[bool, tuple[str, ...]]:
    """Whether the assistant's `reply` acknowledges the user's `turn`, and what it restates: a restatement of
    its own ("Noted: X", `restatement`), or else a bare acknowledgement saying the turn again (`_said_again`)."""
    acknowledged, restated = restatement(reply)
    if not restated:  # a bare acknowledgement may say the turn again next ("Noted. Postgres 16 for billing-api.")
        restated = _said_again(reply, turn)
        acknowledged = acknowledged or bool(restated)
    return acknowledged, restated


def _paraphrased(chat: list[Turn], index: int, restated: tuple[str, ...]) -> bool:
    """Whether the acknowledgement after user turn `index`, a message of its own (no burst), restates it in other
    words: the turn states something and none of its statements shares two words with the restatement. It
    acknowledges the turn then as a bare "Noted." does. A turn naming an option ("kim and lee: the second one") is
    said again by the option the restatement spells out."""
    if _burst_start(chat, index) != index or any(CHOSEN.search(s) for s in chat[index].sentences):
        return False
    restated_words = content_words(" ".join(restated))
    statements = [words for s in chat[index].sentences if len(words := _read(s).words) >= 2
                  and not (_read(s).question or _read(s).request or _read(s).chatter)]
    return bool(statements) and not any(_echoed(words, restated_words) >= 2 for words in statements)


def _said_again(reply: Turn, turn: Turn) -> tuple[str, ...]:
    """The restatement in an assistant `reply` that opens with a bare acknowledgement ("Got it.", "Noted, I'll
    keep that in mind.") and then says the user's `turn` again in its next sentence ("Release spec: DO <= 50 ppb
    at the filler outlet"); empty when it goes on with something else (advice, a question)."""
    opening = reply.sentences[0] if reply.sentences else ""
    # "Great, Ines." opens a restatement as "Got it." does.
    if len(reply.sentences) < 2 or not (ACK.match(opening) or GREETING_ACK.match(opening)) or not turn.sentences:
        return ()
    following = reply.sentences[1]
    if QUESTION.search(following) or BOILERPLATE.match(following):
        return ()
    said = set().union(*(_read(s).words for s in turn.sentences))
    # A short turn ("totp only, no sms") is said again by a sentence saying all its words (two at least).
    return (following,) if _echoed(_read(following).words, said) >= min(RESTATED_WORDS, max(2, len(said))) else ()


def _not_known(chat: list[Turn], index: int, section_of) -> bool:
    """Whether user turn `index` only says the user does not know what the assistant's turn before
    it asked, and what the user will do next ("Do you know when the new associate starts?" -> "no idea yet,
    interviews next week"; "no idea who set that up. ill ask tom when he's back"): an answer to the assistant,
    neither an open item of the team's nor the user's own earlier question left open. Not a turn saying what is
    undecided ("not sure yet whether we pay for the v2 plugin"), nor one saying what is to be done or decided
    besides ("no clue. ... we'll need to swab everything")."""
    before = chat[index - 1] if index else None
    if chat[index].role != "user" or before is None or before.role != "assistant" or not before.sentences:
        return False
    asked = before.sentences[-1]
    if not QUESTION.search(asked) or OFFERS_TO_ACT.match(asked) or BOILERPLATE.match(asked):
        return False
    said = chat[index].sentences
    return bool(said) and bool(NOT_KNOWN.match(said[0])) and not any(
        _read(sentence).explicit or _read(sentence).question or section_of(sentence) != "Notes"
        for sentence in said[1:])


def _defers(asked: list, chat: list[Turn], index: int, section_of) -> bool:
    """Whether user turn `index` says the last question is still open (besides a sentence opening with "ok leaving
    that open"): right after the assistant's reply to the user's question, saying nothing else but what comes next,
    "not deciding that now, parking it", "no decision yet, lets see what polar says", "we'll have to chew on it, no
    decision yet. the board wants more numbers"."""
    # Right after the assistant's reply to the question, or right after the question in the same burst ("self-hosted
    # or cloud?" "dunno yet, let's price both").
    if not (asked and asked[-1] and (asked[-1][0][0] == index - 2 and chat[index - 1].role == "assistant"
                                     or asked[-1][0][0] == index - 1)):
        return False
    said = chat[index].sentences
    deferring = [r.reopens_later or r.explicit and not r.question for r in map(_read, said)]
    # Besides, it may say what happens next ("will email them today", "will need to figure it out by november"), not
    # ask, request or settle anything, nor name the question again: "leave regional pricing open until we see beta
    # data" is an open item of its own.
    subject = set().union(*(_read(text).words for _, _, text in asked[-1]))
    return any(deferring) and all(
        defers or _read(s).chatter or not (_read(s).question or _read(s).request) and section_of(s) in (
            "Notes", "Open") and len(_read(s).words & subject) < 2 for s, defers in zip(said, deferring))


def _names_open(asked: list, turn: Turn, kept: _Kept) -> bool:
    """Whether user `turn` says in so many words that the last question left out as answered is still open: a
    sentence leaving something open or saying it is ("not deciding today who speaks at committee on 12 nov")
    shares two words with that question ("do i present or let quill planning do it?" after "planning committee on 12
    nov")."""
    if not asked or any(place in kept.by_turn.get(earlier, {}) for earlier, place, _ in asked[-1]):
        return False  # a question kept open takes the turn into its line
    subject = set().union(*(_read(text).words for _, _, text in asked[-1]))
    return any((_read(s).reopens_later or _read(s).explicit) and len(_read(s).words & subject) >= 2
               for s in turn.sentences)


# Words a question uses to point back at what was said before it: "can we move it?".
POINTS_BACK = re.compile(r"\b(?:it|that|this|these|those|them|there)\b", re.I)


def _refers_to(question: str, words: frozenset[str]) -> bool:
    """Whether `question` is about the statement whose content words are `words`: it points back at it ("can we move
    it somewhere") or says one of its words again ("the nightly: can we move the nightly?")."""
    return bool(POINTS_BACK.search(question)) or _echoed(_read(question).words, words) >= 1


def _continues(chat: list[Turn], previous: int, index: int, opened: bool, kept: bool) -> bool:
    """Whether user turn `index` only adds to the statement the user made up to turn `previous`: sent
    right after it, or after the assistant acknowledged it, saying a few words more ("priya approved",
    "qty 35") or going on from it ("but only 30 not 35"), no question or joke among them."""
    if opened or not all(t.role == "assistant" and restatement(t)[0] for t in chat[previous + 1:index]):
        return False
    sentences = chat[index].sentences
    if not sentences or any(_read(s).question or _read(s).request or _read(s).explicit or jokes(s)
                            for s in sentences):
        return False
    words = set().union(*(_read(s).words for s in sentences))
    # Sent right after it, a turn that kept a statement is the same message ("patch policy for the new scada",
    # "tomasz + me agreed: monthly patch window").
    return len(words) <= QUALIFIER_WORDS or bool(CONTINUATION.match(sentences[0])) or kept and previous == index - 1


class _Kept:
    """Kept sentences by turn and place in the turn; a turn is one statement, so one line."""

    def __init__(self):
        self.by_turn: dict[int, dict[int, str]] = {}

    def add(self, turn: int, position: int, text: str) -> None:
        self.by_turn.setdefault(turn, {}).setdefault(position, text)

    def join(self, turn: int, into: int, sentences: tuple[str, ...], section_of) -> None:
        """Turn `turn` goes on with the line of turn `into`: what it kept, or else its statements, that
        say something the line does not say yet."""
        parts = self.by_turn.pop(turn, None)
        added = [parts[p] for p in sorted(parts)] if parts else [s for s in sentences if not _read(s).chatter]
        line = self.by_turn[into]
        said = set().union(*(_read(s).words for s in line.values()))
        for text in added:  # "ugh" adds nothing; "priya approved" does, and so does "so: releases move to X"
            if len(_read(text).words - said) >= (1 if section_of(text) in ("Decided", "Changed") else 2):
                line[max(line) + 1] = text
                said |= _read(text).words

    def mark_open(self, turn: int, section_of) -> None:
        """The assistant noted the turn's line as open: it reads as one ("Open: old bottle room or the warehouse")."""
        parts = self.by_turn[turn]
        if section_of(_one_line([parts[p] for p in sorted(parts)])) != "Open":
            first = min(parts)
            parts[first] = f"Open: {parts[first]}"

    def lines(self) -> list[str]:
        return [_one_line([parts[p] for p in sorted(parts)]) for _, parts in sorted(self.by_turn.items())]


def _acceptance(chat: list[Turn], index: int, restated: tuple[str, ...], kept: _Kept, section_of) -> set[int]:
    """The places of the sentences of user turn `index` that accept the assistant's turn before it
    ("yes do that"), after keeping what they accept; empty when the turn accepts nothing.

    What is accepted is the assistant's proposal, or, when that was only code or a table, the
    restatement that follows the acceptance. When the user's own earlier words say most of it
    (the proposal drafted or summarized them), those are kept; otherwise the proposal is, as
    agreed. What the reply adds ("yes do that, starting in january") goes with it.
    """
    turn = chat[index]
    first = written_out(turn.sentences[0]) if turn.sentences else ""
    match = ACCEPT.match(first) if index and chat[index - 1].role == "assistant" and turn.sentences else None
    if not match or len(content_words(first[match.end():])) > QUALIFIER_WORDS:
        return set()
    rest = first[match.end():]  # "yes do that, starting in january"; not "take that as ..."
    said = [rest.strip(" ,;:-—–") if re.match(r"\s*[,;:—–-]", rest) else ""]
    for sentence in turn.sentences[1:]:
        if len(_read(sentence).words) > QUALIFIER_WORDS or _read(sentence).request:
            break
        said.append(sentence)
    # The proposal is the assistant's last turn, or, when that only answered a question the user asked
    # in between ("does it do X?" "Yes, it does"), the one before it.
    proposer = index - 1
    proposal = _proposal(chat[proposer], turn.sentences[0])
    if not proposal and index >= 3 and chat[index - 3].role == "assistant" and chat[index - 2].role == "user" \
            and any(_read(s).question for s in chat[index - 2].sentences):
        proposer = index - 3
        proposal = _proposal(chat[proposer], turn.sentences[0])
    # "Worth setting a threshold before Thursday. Want me to summarize the tradeoffs?" "sure send it to the channel
    # later": the reply takes up the offer to do something, after advice; it agrees to no proposal ("Proposal: ...
    # Should I draft the announcement?" "yes do that" does).
    if chat[proposer].sentences and OFFERS_TO_ACT.match(chat[proposer].sentences[-1]) and not any(
            PROPOSAL_LABEL.match(s).end() or LIST_ITEM.match(s) for s in chat[proposer].sentences):
        return set(range(len(said)))
    accepted = proposal if len(content_words(" ".join(proposal))) >= 3 else list(restated)
    words = content_words(" ".join(accepted))
    # "ok lets do it. session events sampled at 10%, purchases stay at 100%": the user says what is
    # accepted in their own words, and that sentence is the line.
    stated = turn.sentences[len(said):len(said) + 1]
    if stated and not (_read(stated[0]).request or _read(stated[0]).question) and \
            len(_read(stated[0]).words & words) >= 2:
        kept.add(index, len(said), stated[0])
        return set(range(len(said) + 1))
    # "ok do it, move to 02:00", "yes do that, only p1 pages at night": the acceptance says what is accepted
    # itself, taking up the proposal's words, and its turn is the line (the proposal is the assistant's reasoning:
    # "if it regularly runs past 08:00, moving it earlier helps").
    own_words = content_words(rest)
    if accepted is proposal and len(own_words & words) >= 2 and not (_read(first).request or _read(first).question):
        for position in range(len(said)):
            kept.add(index, position, turn.sentences[position])
        return set(range(len(said)))
    additions = [s for s in said if content_words(s) - words and (
        len(content_words(s)) >= 2 or section_of(s) != "Notes")]
    covered: set[str] = set()
    echoes = []
    for earlier in range(index - 1, -1, -1):  # nearest first
        if chat[earlier].role != "user":
            continue
        for position in range(len(chat[earlier].sentences) - 1, -1, -1):
            sentence = chat[earlier].sentences[position]
            new = _read(sentence).words & words - covered
            if len(new) >= 2:
                covered |= new
                echoes.append((earlier, position, sentence))
    # It says again what the user said, or it is a draft written from it ("Here's a draft: Subject: ..."): keep
    # the user's words.
    if words and (2 * len(covered) >= len(words) or echoes and is_recap(chat[proposer])):
        echoes = [e for e in echoes if not _read(e[2]).request]
        for earlier, position, sentence in echoes:
            kept.add(earlier, position, sentence)
        latest = max((earlier for earlier, _, _ in echoes), default=None)
        for k, addition in enumerate(additions if latest is not None else []):
            kept.add(latest, 1000 + k, addition)
    elif accepted:
        line = _one_line(accepted + additions)
        kept.add(index, -1, f"{AGREED}{line}" if accepted is proposal else line)
    return set(range(len(said)))


def _offered_item(offering: Turn | None, chosen: re.Match) -> list[str]:
    """The item ("2. Move x-rays older than 3 years to cold storage") of the assistant's `offering` turn
    (`_offering_turn`) that `chosen` ("option 2", "the second one") names, without its label; empty when there is
    none."""
    return _numbered(offering.sentences, chosen)[:1] if offering else []


def _numbered(sentences, chosen: re.Match) -> list[str]:
    """The sentences labeled with the number `chosen` names ("Option 2: X", "2. X"), as X."""
    number = chosen.group(1) or ORDINALS[chosen.group(2).lower()]
    item = re.compile(rf"^(?:option\s*)?{number}\s*[.):]\s*", re.I)
    return [item.sub("", s) for s in sentences if item.match(s)]


def _proposal(turn: Turn, acceptance: str) -> list[str]:
    """What an assistant turn proposes: its statements (the item chosen, for "option 2"), not its
    questions, pleasantries, acknowledgements or assent."""
    statements = [s for s in turn.sentences
                  if not (QUESTION.search(s) or BOILERPLATE.match(s) or ACK.match(s) or ASSENT.match(s))]
    proposal = [PROPOSAL_LABEL.sub("", s, count=1) for s in statements]
    if chosen := CHOSEN.search(acceptance):
        # The item is found by its label ("Option 2: ..."), which PROPOSAL_LABEL strips.
        numbered = _numbered(statements, chosen)
        if numbered and QUOTED.match(numbered[0]):
            return []  # '2. "I've set my Slack to quiet hours after 8pm."': wording chosen for a message, no decision
        proposal = numbered or proposal
    else:  # a list is what is proposed; what leads up to it is the reasoning
        proposal = [LIST_ITEM.sub("", s) for s in proposal if LIST_ITEM.match(s)] or proposal
        if proposal and QUOTED.match(proposal[0]):
            return []  # '"Dear Mr Hill, I'm sorry for the frustration. ..."' accepted with "sending": a wording sent
    return [s for s in proposal if len(content_words(s)) >= 2]


LIST_ITEM = re.compile(r"^(?:option\s*)?\d\s*[.):]\s+", re.I)
QUOTED = re.compile(r"^[\"“”'‘]")  # an item opening with a quotation mark is words to say, offered as such


ECHO_PREFIX = 6  # a shared beginning this long is the same word in another form ("delivery", "delivered")
# A number written with its unit in one word ("6h", "30min", "2wks"): a restatement writes it out ("6 business hours").
AMOUNT = re.compile(r"(\d+)[a-z]{1,5}")
NUMBER = re.compile(r"(?<![\w.,])\d+(?![\w.,]\d)")


def _echoed(words: frozenset[str], said: set[str]) -> int:
    """How many of `words` a restatement says again, in full, shortened ("sept" for "september", "launch" for
    "launches"), in another form ("replacing" for "replacement") or, for a number written with its unit, as the
    number ("6h" for "6 business hours"): an assistant restating writes words out that chat abbreviates."""
    return sum(1 for w in words if w in said or (amount := AMOUNT.fullmatch(w)) and amount.group(1) in said
               or len(w) >= 3 and any(len(other) >= 3 and (
                   other.startswith(w) or w.startswith(other) or other[:ECHO_PREFIX] == w[:ECHO_PREFIX]
                   and len(w) >= ECHO_PREFIX and len(other) >= ECHO_PREFIX) for other in said))


def _offered_words(chat: list[Turn], index: int) -> frozenset[str]:
    """The content words of the choices the assistant laid out just before user turn `index` or the burst of
    user turns it ends (see `OFFER`), or none when its turn offered none."""
    offering = _offering_turn(chat, index)
    return _offer(offering) if offering else frozenset()


def _burst_start(chat: list[Turn], index: int) -> int:
    """The first turn of the burst of user turns that user turn `index` ends (`index` itself when alone)."""
    start = index
    while start and chat[start - 1].role == "user":
        start -= 1
    return start


def _offering_turn(chat: list[Turn], index: int) -> Turn | None:
    """The assistant's turn just before user turn `index` or the burst of user turns it ends."""
    start = _burst_start(chat, index)
    return chat[start - 1] if start and chat[start - 1].role == "assistant" else None


def _burst_kept(chat: list[Turn], index: int, kept: _Kept) -> bool:
    """Whether an earlier turn of the burst of user turns that user turn `index` ends kept a line."""
    return any(earlier in kept.by_turn for earlier in range(_burst_start(chat, index), index))


def _asks_choice(offering: Turn | None) -> bool:
    """Whether the assistant's turn offering choices (`_offering_turn`) ends asking the team to choose."""
    return bool(offering and offering.sentences and any(CHOICE_QUESTION.match(s) for s in offering.sentences[-2:]))


@functools.lru_cache(maxsize=4096)
def _offer(turn: Turn) -> frozenset[str]:
    if not any(OFFER.search(s) or CHOICE_QUESTION.match(s) for s in turn.sentences):
        return frozenset()
    return frozenset(w for s in turn.sentences for w in _read(s).words)


@functools.lru_cache(maxsize=4096)
def _statement_words(turn: Turn) -> frozenset[str]:
    """The content words of a turn's statements: its questions and pleasantries left out."""
    return frozenset(w for s in turn.sentences if not (QUESTION.search(s) or BOILERPLATE.match(s))
                     for w in _read(s).words)


def _one_line(sentences: list[str]) -> str:
    """A turn's sentences as one line: a turn is one statement, its parts joined by `;`."""
    return "; ".join([s.rstrip(".!") for s in sentences[:-1]] + sentences[-1:])
