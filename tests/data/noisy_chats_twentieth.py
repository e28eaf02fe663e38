# Development data since 2026-12-03 (session 22): released after its last held-out measurement, below.
# Held-out noisy-chat set no. 20 (60 chats, 66 facts, 64 questions; a university genomics
# sequencing core), written on 2026-12-03 by a helper that never saw the pipeline or the other sets. Its misses were
# not read. Measured by the lead only (python -m tests.noisy_chat_quality twentieth): at 41bc98b (session 21's start)
# coverage day / week / month 65 / 65 / 63 of 66 (0.98 / 0.98 / 0.95), noise 14/186 (0.08), core memory noise 1/1,
# recall 57/64 (0.89); at session 21's merged code (h43: hearsay, a question someone asked, a reply that cannot know,
# an edit carried out; the counter's open-fact clash, which counts the same here) the same.
"""Held-out evaluation set: noisy work chats for team-memory summarisation.

Organisation: Quillmark Genomics Core (university sequencing core facility).

Team (8 people):
    Renata  - facility manager
    Tomasz  - lab technician (bulk library prep)
    Priya   - lab technician (single-cell)
    Dmitri  - bioinformatician
    Kofi    - sysadmin
    Lucille - billing / admin
    Haruto  - postdoc liaison (user-facing)
    Ines    - QC scientist

Each chat: {"id", "day", "turns": [(role, text)], "facts": [...], "answered": [...]}
    facts: at most 2, each {"kind": "decision"|"change"|"open", "turn": idx,
           "text": str, "keywords": [2-3 strings that appear literally in turns[idx]]}
    answered: indices of user turns (questions/requests) answered later in the chat.
QUESTIONS: later questions whose answer is one fact of one chat.

Standard library only.
"""

U = "user"
A = "assistant"

CHATS = [
    # ------------------------------------------------------------------ 2025-12
    {
        "id": "c01",
        "day": "2025-12-01",
        "turns": [
            (U, "morning! quick one before standup, kofi here. the /seqdata nas is at 91% again \U0001f643"),
            (A, "Good morning Kofi! 91% is getting tight. Do you want help drafting a cleanup policy, or a script to find the largest run folders?"),
            (U, "both maybe. first can you give me a du one-liner that sorts run folders by size, top 20"),
            (A, "Sure:\n```\ndu -sh /seqdata/runs/* 2>/dev/null | sort -rh | head -n 20\n```\nIf the share is slow over NFS, run it on the NAS itself. Happy to help!"),
            (U, "ty. ok talked w renata at coffee, final call: from now on raw bcl folders older than 90 days get deleted off the nas once the tape copy is verified. fastqs stay 1 yr"),
            (A, "Noted, I will keep that in mind: raw BCL folders older than 90 days are removed from the NAS after the tape copy is verified, and FASTQs are kept for one year."),
            (U, "cool. brb someone's at the door w the ups guy"),
            (U, "back. nvm he was lost lol"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Raw BCL run folders are deleted from the NAS 90 days after the run, once the tape copy is verified",
             "keywords": ["bcl", "90 days"]},
            {"kind": "decision", "turn": 4,
             "text": "FASTQ files are kept on the NAS for 1 year",
             "keywords": ["fastqs", "1 yr"]},
        ],
        "answered": [2],
    },
    {
        "id": "c02",
        "day": "2025-12-05",
        "turns": [
            (U, "hey so we got 14 samples from the keller lab w like 2-5 ng input each \U0001f62c"),
            (A, "That's low input. What kit are you currently using for standard DNA libraries?"),
            (U, "kapa hyperprep for everything normally. but ines ran the comparison last month, the nebnext ultra ii fs did way better below 10ng, less dups"),
            (A, "That matches what's generally reported: enzymatic fragmentation kits tend to handle low inputs with fewer losses. Duplication rate is the key metric to watch."),
            (U, "yeah. ok so agreed with renata just now: anything under 10 ng goes on nebnext ultra ii fs, kapa stays for normal input"),
            (A, "Got it. Low-input samples (<10 ng) go on NEBNext Ultra II FS; KAPA HyperPrep remains the default for standard input. Let me know if you need anything else."),
            (U, "can u also remind me what pcr cycles nebnext recommends for 2ng"),
            (A, "For roughly 1-5 ng input the NEBNext Ultra II FS manual suggests about 10-12 PCR cycles depending on adaptor dilution. Check the table in your protocol version, it changes between revisions."),
            (U, "perfect thx"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "Low-input DNA samples (under 10 ng) are prepped with NEBNext Ultra II FS; KAPA HyperPrep stays for normal input",
             "keywords": ["under 10 ng", "nebnext"]},
        ],
        "answered": [6],
    },
    {
        "id": "c03",
        "day": "2025-12-11",
        "turns": [
            (U, "hi! lucille. I need to update the rate sheet before the holidays"),
            (A, "Hi Lucille! Happy to help. Which rates are changing?"),
            (U, "the novaseq x 10B lane internal rate. its bumped to $2,050 from 1850 starting jan 1, renata signed off"),
            (A, "Noted: the internal NovaSeq X 10B lane rate goes from $1,850 to $2,050 effective January 1. Do external academic rates change too?"),
            (U, "not decided yet, provost office has to weigh in on the external multiplier. ugh"),
            (A, "Understood, I'll treat the external academic rate as pending."),
            (U, "can you draft a short email to PIs announcing the internal change"),
            (A, "Sure, here's a draft:\n\nSubject: Sequencing rate update effective Jan 1\n\nDear colleagues, starting January 1 the internal rate for a NovaSeq X 10B lane will be $2,050 (previously $1,850), reflecting increased reagent costs. Questions can go to the core's billing inbox.\n\nBest,\nQuillmark Genomics Core"),
            (U, "lovely ty \U0001f384"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "Internal rate for a NovaSeq X 10B lane rises from $1,850 to $2,050 starting January 1",
             "keywords": ["10B lane", "2,050"]},
            {"kind": "open", "turn": 4,
             "text": "The external academic rate multiplier is not decided; waiting on the provost office",
             "keywords": ["external multiplier", "provost"]},
        ],
        "answered": [6],
    },
    {
        "id": "c04",
        "day": "2025-12-17",
        "turns": [
            (U, "yo its tomasz. r u around"),
            (A, "Hi Tomasz, I'm here. What do you need?"),
            (U, "how do i convert ng/ul to nM for a 450bp library again, always forget"),
            (A, "Use nM = (ng/uL x 10^6) / (660 x fragment length in bp). For 450 bp at 2.1 ng/uL: 2.1 x 10^6 / (660 x 450) = about 7.07 nM."),
            (U, "right right the 660. thanks"),
            (U, "also are we doing the holiday lunch thurs or fri, nobody answered the thread lol"),
            (A, "I don't have visibility into the team thread, so I can't tell which day was picked. You might ping Renata since she usually organizes it."),
            (U, "fair. ok ill bug her \U0001f355"),
        ],
        "facts": [],
        "answered": [2],
    },
    # ------------------------------------------------------------------ 2026-01
    {
        "id": "c05",
        "day": "2026-01-06",
        "turns": [
            (U, "happy new year \U0001f389 dmitri here. back from leave and the pipeline server is angry"),
            (U, "pasting:\n```\nERROR ~ Error executing process > 'NFCORE_RNASEQ:RNASEQ:FASTQ_FASTQC_UMITOOLS_TRIMGALORE:TRIMGALORE (S12_L001)'\n\nCaused by:\n  Process requirement exceeds available memory -- req: 72 GB; avail: 64 GB\n```"),
            (A, "The Trim Galore process is requesting more memory than the node has. Cap resources with `--max_memory '60.GB'`, or set a custom config:\n```\nprocess {\n  withName: 'TRIMGALORE' { memory = 32.GB }\n}\n```"),
            (U, "ah yes max_memory. ok that worked"),
            (U, "while im at it, decision w haruto: we're moving new rnaseq projects to nf-core/rnaseq 3.14, anything already running stays pinned on 3.12"),
            (A, "Noted: new RNA-seq projects use nf-core/rnaseq 3.14; in-progress projects remain pinned to 3.12 for reproducibility."),
            (U, "thx. gonna grab coffee brb"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "New RNA-seq projects use nf-core/rnaseq 3.14; running projects stay pinned on 3.12",
             "keywords": ["3.14", "new rnaseq projects"]},
        ],
        "answered": [1],
    },
    {
        "id": "c06",
        "day": "2026-01-12",
        "turns": [
            (U, "hi its ines. the bioanalyzer threw another chip error this morning"),
            (U, "`Error 2203: Chip not detected / electrode contact failure`"),
            (A, "Error 2203 usually points to dirty electrodes or a bent pin on the electrode cartridge. Running the electrode cleaner chip followed by a water chip often fixes it."),
            (U, "did the cleaning, works again. but honestly its 11 yrs old"),
            (U, "question we still havent figured out: do we replace it with a tapestation 4200 or just get a service contract on the old one? renata wants quotes first"),
            (A, "That's a reasonable approach. I'd compare purchase cost vs. contract, per-sample consumable cost, throughput, and whether users' existing QC thresholds are Bioanalyzer-based."),
            (U, "yeah ill pull the numbers next week maybe. thanks"),
            (A, "Happy to help! Let me know if you want a comparison template."),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "Undecided whether to replace the Bioanalyzer with a TapeStation 4200 or buy a service contract for it; waiting on quotes",
             "keywords": ["tapestation 4200", "service contract"]},
        ],
        "answered": [1],
    },
    {
        "id": "c07",
        "day": "2026-01-16",
        "turns": [
            (U, "hey, renata. need to rewrite the turnaround section on the website"),
            (A, "Sure. What's the current text and what should it say?"),
            (U, "current says 10 business days for novaseq. thats a lie since november lol. we agreed at the mgmt meeting: standard turnaround is now 15 business days from sample QC pass, rush stays 5"),
            (A, "Understood. Proposed text:\n\n\"Standard NovaSeq projects: 15 business days from passing sample QC. Rush service: 5 business days (surcharge applies).\""),
            (U, "nice. add that the clock starts at QC pass not drop-off, ppl always argue"),
            (A, "Updated:\n\n\"Turnaround is measured from the date samples pass intake QC, not from drop-off. Standard: 15 business days. Rush: 5 business days (surcharge applies).\""),
            (U, "perfect, shipping it"),
            (A, "Great. Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "Standard NovaSeq turnaround is now 15 business days (was 10), counted from sample QC pass; rush stays 5 days",
             "keywords": ["15 business days", "turnaround"]},
        ],
        "answered": [4],
    },
    {
        "id": "c08",
        "day": "2026-01-22",
        "turns": [
            (U, "kofi again. is there a way to make bacula email me only on failures"),
            (A, "Yes. In the Messages resource, restrict mail to error events, e.g.\n```\nMessages {\n  Name = Standard\n  mailcommand = \"/usr/sbin/bsmtp -h localhost -f bacula@quillmark.edu %r\"\n  mailonerror = kofi@quillmark.edu = all, !skipped\n}\n```\nThat only sends mail when a job terminates in error."),
            (U, "ok trying"),
            (U, "works \U0001f44d. also fyi tomasz is off the tape rotation, he has too much bench work. i'm taking over the weekly offsite tape swap starting next monday"),
            (A, "Noted, I will keep that in mind: Kofi now owns the weekly offsite tape swap, replacing Tomasz, starting next Monday."),
            (U, "the courier comes tuesdays btw not mondays, got that wrong"),
            (A, "Thanks for the correction, so the swap happens on Tuesdays when the courier comes."),
            (U, "yep"),
        ],
        "facts": [
            {"kind": "change", "turn": 3,
             "text": "Kofi takes over the weekly offsite tape swap from Tomasz",
             "keywords": ["offsite tape swap", "taking over"]},
            {"kind": "change", "turn": 5,
             "text": "The offsite tape swap happens on Tuesdays, when the courier comes (not Mondays)",
             "keywords": ["courier", "tuesdays"]},
        ],
        "answered": [0],
    },
    {
        "id": "c09",
        "day": "2026-01-28",
        "turns": [
            (U, "hi assistant, haruto here. i'm setting up the user training thing for spring"),
            (A, "Hi Haruto! What would you like help with: schedule, materials, or the sign-up form?"),
            (U, "schedule first. we'll do sample submission training the first wednesday of each month, 2pm, room B214"),
            (A, "Got it: monthly on the first Wednesday, 2 PM, room B214."),
            (U, "and going forward nobody new gets to submit samples until they've done the session. renata ok'd it"),
            (A, "Understood: completing the training session becomes a prerequisite for first-time submitters. Want me to draft an announcement?"),
            (U, "yes pls, short"),
            (A, "Draft:\n\n\"Starting in February, all new users must attend a sample submission training before their first submission. Sessions run the first Wednesday of each month at 2 PM in B214. Sign up via the core website.\""),
            (U, "\U0001f64f thanks"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "Sample submission training runs monthly on the first Wednesday at 2 PM in room B214",
             "keywords": ["first wednesday", "B214"]},
            {"kind": "decision", "turn": 4,
             "text": "New users cannot submit samples until they have attended the training session",
             "keywords": ["going forward", "submit samples"]},
        ],
        "answered": [6],
    },
    # ------------------------------------------------------------------ 2026-02
    {
        "id": "c10",
        "day": "2026-02-03",
        "turns": [
            (U, "ugh the novaseq x wash failed again sunday night and nobody was here"),
            (U, "log:\n```\n2026-02-01 23:14:07 [WARN] MaintenanceWash: Flow rate below threshold on lane 3 (0.42 mL/min)\n2026-02-01 23:14:09 [ERROR] MaintenanceWash aborted: FluidicsCheckFailed\n```"),
            (A, "Low flow on a single lane during a wash often means a bubble or a partially blocked line. A rerun with fresh wash solution usually clears it; if lane 3 keeps failing, open a service ticket."),
            (U, "reran it monday, passed. but yeah running it unattended is dumb"),
            (U, "so we're switching the maintenance wash to friday afternoons at 3 when someone's in the lab. priya agreed"),
            (A, "Noted: the NovaSeq X maintenance wash moves from Sunday night to Friday afternoons at 3 PM."),
            (U, "thx, heading to lunch, thai place if anyone asks lol"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "The NovaSeq X maintenance wash moves from Sunday night to Friday afternoons at 3 PM",
             "keywords": ["maintenance wash", "friday"]},
        ],
        "answered": [1],
    },
    {
        "id": "c11",
        "day": "2026-02-09",
        "turns": [
            (U, "hey it's dmitri, can u write a tiny python thing that reads a samplesheet v2 and lists index pairs"),
            (A, "Here's a quick version:\n```python\nimport csv, sys\n\nrows = list(csv.reader(open(sys.argv[1])))\nhdr = rows[1]\nfor r in rows[2:]:\n    row = dict(zip(hdr, r))\n    i7, i5 = row['Index'], row['Index2']\n    print(row['Sample_ID'], i7, i5)\n```"),
            (U, "it crashes:\n```\nTraceback (most recent call last):\n  File \"parse_ss.py\", line 7, in <module>\n    i7, i5 = row['Index'], row['Index2']\nKeyError: 'Index'\n```"),
            (A, "Sorry, v2 sheets keep the sample table under [BCLConvert_Data], and my version read the [Header] section. Updated:\n```python\nimport csv, sys\n\nsec, hdr = None, None\nfor r in csv.reader(open(sys.argv[1])):\n    if r and r[0].startswith('['):\n        sec, hdr = r[0], None\n        continue\n    if sec == '[BCLConvert_Data]' and r:\n        if hdr is None:\n            hdr = r\n            continue\n        row = dict(zip(hdr, r))\n        print(row['Sample_ID'], row['Index'], row.get('Index2', ''))\n```"),
            (U, "works now ty"),
            (A, "Happy to help!"),
        ],
        "facts": [],
        "answered": [0, 2],
    },
    {
        "id": "c12",
        "day": "2026-02-13",
        "turns": [
            (U, "hi, lucille. the illumina service contract quote came in"),
            (A, "Hi Lucille. What options did they quote?"),
            (U, "full coverage $68k/yr incl. PM visits, or parts only $41k. renata and i went back and forth"),
            (U, "ok final call: we're going with full coverage for the novaseq x, parts-only for the miseq since its basically retired"),
            (A, "Noted: full-coverage service contract for the NovaSeq X; parts-only contract for the MiSeq."),
            (U, "can you remind me what date i said the PO has to be in by"),
            (A, "I don't have a date from earlier in this conversation. If the quote has an expiry date, the PO should go in before that."),
            (U, "oh its march 15, found it in the pdf. thanks anyway"),
        ],
        "facts": [
            {"kind": "decision", "turn": 3,
             "text": "The NovaSeq X gets the full-coverage Illumina service contract",
             "keywords": ["full coverage", "novaseq x"]},
            {"kind": "decision", "turn": 3,
             "text": "The MiSeq gets only a parts-only service contract",
             "keywords": ["parts-only", "miseq"]},
        ],
        "answered": [],
    },
    {
        "id": "c13",
        "day": "2026-02-19",
        "turns": [
            (U, "hiya, priya. so many bad nanodrop numbers on intake forms this week \U0001f629"),
            (A, "Nanodrop tends to overestimate DNA concentration when there's RNA or salt carryover. Do you want to change the intake requirements?"),
            (U, "yes. from now on the intake form requires qubit concentration, nanodrop only as optional purity ratios"),
            (A, "Noted: intake forms now require a Qubit (fluorometric) concentration; Nanodrop values are optional and only used for 260/280 and 260/230 ratios."),
            (U, "can u write the field help text for the form"),
            (A, "Sure:\n\n\"Concentration (required): measured by Qubit or another fluorometric assay, in ng/uL. Nanodrop concentrations are not accepted.\n260/280 and 260/230 (optional): Nanodrop ratios to help assess purity.\""),
            (U, "great. also brb fire drill lmao"),
            (U, "ok back, freezing outside"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "Sample intake forms require a Qubit concentration; Nanodrop is only optional for purity ratios",
             "keywords": ["qubit", "intake form"]},
        ],
        "answered": [4],
    },
    {
        "id": "c14",
        "day": "2026-02-25",
        "turns": [
            (U, "hey haruto here. three PIs asked me this week if we do nanopore"),
            (A, "Interesting demand signal. Does the core currently have any long-read platform?"),
            (U, "nope. question for the next planning meeting: should we bring in a promethion or just refer people to the med school core? nobody's decided"),
            (A, "Noted as an open item. Useful inputs: expected sample volume per year, staff time for training, and what the med school core charges."),
            (U, "can you put together a list of questions to ask the med school core"),
            (A, "Sure:\n1. Current turnaround for ONT runs\n2. Price per PromethION flow cell for external users\n3. Do they do HMW DNA extraction?\n4. Data delivery format (POD5 / FASTQ / BAM)\n5. Capacity for ~40 extra samples per year"),
            (U, "perfect ty ty"),
            (A, "Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "open", "turn": 2,
             "text": "Undecided whether to buy a PromethION for nanopore work or refer users to the med school core",
             "keywords": ["promethion", "med school core"]},
        ],
        "answered": [4],
    },
    # ------------------------------------------------------------------ 2026-03
    {
        "id": "c15",
        "day": "2026-03-03",
        "turns": [
            (U, "kofi. the old ftp server got flagged by campus security again"),
            (A, "What was flagged? Plain FTP sends credentials unencrypted, which security teams usually object to."),
            (U, "yep exactly that. so we're switching data delivery to globus, ftp gets shut down end of march"),
            (A, "Noted: data delivery moves to Globus; the FTP server is decommissioned at the end of March."),
            (U, "whats the cli command to give a user read access to their delivery dir"),
            (A, "With the Globus CLI on your guest collection:\n```\nglobus endpoint permission create \"$COLLECTION_ID:/deliveries/smith_lab/\" \\\n  --identity smith@quillmark.edu --permissions r\n```"),
            (U, "nice thx"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "Data delivery moves from the FTP server to Globus; FTP is shut down at the end of March",
             "keywords": ["globus", "ftp"]},
        ],
        "answered": [4],
    },
    {
        "id": "c16",
        "day": "2026-03-09",
        "turns": [
            (U, "is it possible to print 2d barcodes on the brady label printer from excel"),
            (A, "Yes, usually via Brady Workstation: import the Excel file as a data source and map a column to a Data Matrix or QR field."),
            (U, "ok tried it, works. tomasz and i agreed we'll use data matrix codes on all intake tube labels from now on, the qr ones are too big for 0.5ml tubes"),
            (A, "Noted: intake tube labels use Data Matrix codes from now on, since QR codes are too large for 0.5 mL tubes."),
            (U, "also whats a good lunch spot near campus that isnt the cafeteria lol"),
            (A, "I don't have local knowledge of your campus, someone on the team probably has a favourite."),
            (U, "boring answer assistant \U0001f602"),
            (A, "Fair! Hope you find something good."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "Intake tube labels use Data Matrix 2D codes instead of QR codes",
             "keywords": ["data matrix", "tube labels"]},
        ],
        "answered": [0],
    },
    {
        "id": "c17",
        "day": "2026-03-13",
        "turns": [
            (U, "ines here. users keep sending degraded RNA and arguing with the fail"),
            (A, "What's the current RIN cutoff?"),
            (U, "no official one, we just eyeballed. agreed today w renata: min RIN 7 for polyA mRNA-seq, anything below 7 gets offered ribo depletion instead"),
            (A, "Noted: RIN of at least 7 required for poly(A) mRNA-seq; samples below 7 are offered rRNA-depletion library prep instead."),
            (U, "what ribo depletion kit do we have in stock again"),
            (A, "I don't have access to your inventory, so I can't confirm. Priya or Tomasz would know what's on the shelf."),
            (U, "ok will check w priya"),
            (U, "she says illumina ribo-zero plus, 2 kits left"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "Poly(A) mRNA-seq requires RIN of at least 7; lower samples are offered rRNA depletion",
             "keywords": ["RIN 7", "ribo depletion"]},
        ],
        "answered": [],
    },
    {
        "id": "c18",
        "day": "2026-03-19",
        "turns": [
            (U, "hey its tomasz. weird one, seeing low yield on 3 preps in a row"),
            (A, "Anything changed recently: reagent lots, water, ethanol, bead batch?"),
            (U, "hmm new lot of nuclease free water actually"),
            (A, "Worth testing: a side-by-side prep with the old lot or a different water source would tell you quickly."),
            (U, "did it. old lot fine new lot bad. sigma says they'll investigate"),
            (U, "so i replaced the sigma water with invitrogen ultrapure for all library prep going forward. already ordered 10 bottles"),
            (A, "Noted, I will keep that in mind: library prep now uses Invitrogen UltraPure water instead of Sigma."),
            (U, "ty. \U0001f64f good catch on the water idea btw"),
        ],
        "facts": [
            {"kind": "change", "turn": 5,
             "text": "Library prep uses Invitrogen UltraPure water instead of Sigma nuclease-free water",
             "keywords": ["invitrogen", "ultrapure"]},
        ],
        "answered": [0],
    },
    {
        "id": "c19",
        "day": "2026-03-25",
        "turns": [
            (U, "dmitri. a user asked if we can align to t2t-chm13 instead of grch38"),
            (A, "Technically yes, but many annotation resources are GRCh38-based. What does the user need it for?"),
            (U, "structural variant stuff. but the real question: should t2t be our default human ref for new projects? haruto thinks yes, i'm not sure. parking it until we talk to the PIs"),
            (A, "Understood, I'll treat the default human reference as undecided for now."),
            (U, "for this user can u give me bwa-mem2 index command"),
            (A, "```\nbwa-mem2 index -p chm13v2.0 chm13v2.0.fa.gz\n```\nExpect roughly 64 GB RAM and a couple of hours for indexing."),
            (U, "64gb ok fits on node3"),
        ],
        "facts": [
            {"kind": "open", "turn": 2,
             "text": "Whether T2T-CHM13 should become the default human reference is undecided until the PIs are consulted",
             "keywords": ["t2t", "default human ref"]},
        ],
        "answered": [4],
    },
    {
        "id": "c20",
        "day": "2026-03-31",
        "turns": [
            (U, "renata. people keep asking when their run goes on"),
            (A, "Would a fixed loading schedule help set expectations?"),
            (U, "yes. we'll use a fixed schedule: novaseq x loads tuesdays and thursdays, nextseq any weekday, cutoff for pooled libraries is noon the day before"),
            (A, "Noted: NovaSeq X loads Tuesdays and Thursdays; NextSeq runs any weekday; pooled libraries must be in by noon the day before loading."),
            (U, "can u turn that into a table for the wiki"),
            (A, "| Instrument | Load days | Library cutoff |\n|---|---|---|\n| NovaSeq X | Tue, Thu | 12:00 the day before |\n| NextSeq 2000 | Mon-Fri | 12:00 the day before |"),
            (U, "\u2764\ufe0f"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "The NovaSeq X is loaded only on Tuesdays and Thursdays; the NextSeq any weekday",
             "keywords": ["tuesdays and thursdays", "novaseq x"]},
            {"kind": "decision", "turn": 2,
             "text": "Pooled libraries must be submitted by noon the day before loading",
             "keywords": ["cutoff", "noon"]},
        ],
        "answered": [4],
    },
    # ------------------------------------------------------------------ 2026-04
    {
        "id": "c21",
        "day": "2026-04-06",
        "turns": [
            (U, "hi its lucille. question about iLab"),
            (A, "Sure, what about it?"),
            (U, "we're moving billing off the excel monster into iLab starting may 1. first: how do i bulk import the rate sheet"),
            (A, "iLab usually supports price import through a CSV template in the core admin pricing tab: download the template, fill service names and rates, upload it. Double-check with your iLab rep since templates vary by institution."),
            (U, "found it. json export of one service looks like this, is this right\n```json\n{\"service\": \"NovaSeq X 10B lane\", \"internal\": 2050, \"external_academic\": null}\n```"),
            (A, "The structure looks fine, but `external_academic` is null and iLab may reject empty prices. Is the external rate still pending?"),
            (U, "yeah still pending. ill put a placeholder"),
            (A, "Makes sense. Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "Billing moves from the Excel spreadsheet to iLab starting May 1",
             "keywords": ["ilab", "may 1"]},
        ],
        "answered": [2, 4],
    },
    {
        "id": "c22",
        "day": "2026-04-10",
        "turns": [
            (U, "priya. comparing single cell options for the new service"),
            (A, "Which platforms are you considering?"),
            (U, "10x chromium x vs parse evercode. parse is cheaper per cell but the hands-on time is brutal"),
            (A, "That's the usual trade-off: 10x has higher instrument and per-run cost but shorter hands-on time; Parse scales well for many samples without an instrument."),
            (U, "ok talked it through with renata and haruto. let's go with 10x chromium x for the single cell service, parse maybe later for huge projects"),
            (A, "Noted: the single-cell service will use 10x Chromium X; Parse Evercode may be revisited for very large projects."),
            (U, "thanks! brb meeting"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The new single-cell service uses the 10x Chromium X (not Parse Evercode)",
             "keywords": ["10x chromium x", "single cell"]},
        ],
        "answered": [],
    },
    {
        "id": "c23",
        "day": "2026-04-16",
        "turns": [
            (U, "kofi. labs keep hitting quota on /deliveries"),
            (U, "`rsync: write failed on \"/deliveries/ortiz_lab/run_0412/S3_R1.fastq.gz\": Disk quota exceeded (122)`"),
            (A, "That's a group quota error, not the filesystem being full. `xfs_quota -x -c 'report -g -h' /deliveries` will show usage per group."),
            (U, "yep ortiz at 2TB cap. ok we bumped the per-lab quota on /deliveries from 2 TB to 5 TB, new disks came in"),
            (A, "Noted: per-lab quota on /deliveries increased from 2 TB to 5 TB."),
            (U, "cmd for setting group quota on xfs?"),
            (A, "```\nxfs_quota -x -c 'limit -g bsoft=5t bhard=5t ortiz_lab' /deliveries\n```"),
            (U, "ty"),
        ],
        "facts": [
            {"kind": "change", "turn": 3,
             "text": "Per-lab storage quota on /deliveries raised from 2 TB to 5 TB",
             "keywords": ["quota", "5 TB"]},
        ],
        "answered": [1, 5],
    },
    {
        "id": "c24",
        "day": "2026-04-22",
        "turns": [
            (U, "hey! haruto. got a weird request from the chen lab"),
            (A, "What's the request?"),
            (U, "they want self-service access to the miseq after hours. we have no policy for that. renata said she'd think about it, no answer yet"),
            (A, "Noted as open. Typical self-service policies cover training sign-off, a booking system, liability for failed runs, and who pays for reagent kits."),
            (U, "yeah ill forward that list. thx"),
            (A, "Happy to help!"),
        ],
        "facts": [
            {"kind": "open", "turn": 2,
             "text": "No decision yet on giving labs after-hours self-service access to the MiSeq",
             "keywords": ["self-service", "miseq"]},
        ],
        "answered": [],
    },
    {
        "id": "c25",
        "day": "2026-04-28",
        "turns": [
            (U, "ines. the 16S run from last week had crappy Q30 in the first cycles"),
            (A, "Low diversity at the start of amplicon reads commonly causes that. How much PhiX was spiked in?"),
            (U, "5%, same as everything"),
            (A, "For amplicon libraries 5% is often too little; 15-25% is more typical on two-channel chemistry, or use heterogeneity-spacer primers."),
            (U, "yep. bumped phix to 20% for amplicon runs from now on, everything else stays 1-2%"),
            (A, "Noted: PhiX spike-in is 20% for amplicon runs; other run types stay at 1-2%."),
            (U, "thx. also lol the q30 plot looked like a ski slope"),
            (A, "Ha, that's a classic amplicon signature. Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "PhiX spike-in raised from 5% to 20% for amplicon runs; other runs stay at 1-2%",
             "keywords": ["phix", "20%", "amplicon"]},
        ],
        "answered": [],
    },
    # ------------------------------------------------------------------ 2026-05
    {
        "id": "c26",
        "day": "2026-05-04",
        "turns": [
            (U, "renata here. can u help me update the staff page"),
            (A, "Of course. What changes?"),
            (U, "priya is now the lead for the single cell service, and tomasz takes over bulk rna library prep from her"),
            (A, "Noted: Priya leads the single-cell service; Tomasz takes over bulk RNA library prep."),
            (U, "write a 2 line blurb for priya"),
            (A, "\"Priya leads the core's single-cell service, from sample intake to 10x Chromium X runs. Reach out to her for project consultations and experimental design.\""),
            (U, "good. thanks"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "Priya is the lead of the single-cell service",
             "keywords": ["priya", "single cell service"]},
            {"kind": "change", "turn": 2,
             "text": "Tomasz takes over bulk RNA library prep from Priya",
             "keywords": ["tomasz", "bulk rna"]},
        ],
        "answered": [0, 4],
    },
    {
        "id": "c27",
        "day": "2026-05-08",
        "turns": [
            (U, "dmitri. bcl2fastq just failed on a novaseq x run"),
            (U, "```\nERROR: bcl2fastq does not support the RunInfo.xml format of this run\n```"),
            (A, "bcl2fastq is end-of-life and doesn't support NovaSeq X output; BCL Convert is the supported tool."),
            (U, "yeah yeah i know. ok officially: replaced bcl2fastq with bcl-convert 4.2 for all instruments, even nextseq, so we have one tool"),
            (A, "Noted: BCL Convert 4.2 replaces bcl2fastq for demultiplexing on all instruments."),
            (U, "whats the flag to not merge lanes"),
            (A, "By default BCL Convert writes separate files per lane. `--no-lane-splitting true` is what merges them, so just leave that flag off."),
            (U, "\U0001f44d"),
        ],
        "facts": [
            {"kind": "change", "turn": 3,
             "text": "Demultiplexing uses BCL Convert 4.2 on all instruments, replacing bcl2fastq",
             "keywords": ["bcl-convert", "bcl2fastq"]},
        ],
        "answered": [1, 5],
    },
    {
        "id": "c28",
        "day": "2026-05-14",
        "turns": [
            (U, "morning! quick dumb q, what does Q30 actually mean again, for a user email"),
            (A, "Q30 is a base call with Phred quality 30, i.e. an estimated 1 in 1,000 chance the call is wrong (99.9% accuracy). '%>=Q30' is the fraction of bases at that quality or better."),
            (U, "perfect. and how do i say that in non-nerd"),
            (A, "\"Q30 means the sequencer is at least 99.9% sure about each letter it reads.\""),
            (U, "lol love it"),
            (U, "ok thanks, gotta run to the freezer"),
            (A, "Happy to help!"),
        ],
        "facts": [],
        "answered": [0, 2],
    },
    {
        "id": "c29",
        "day": "2026-05-20",
        "turns": [
            (U, "lucille. finally heard back from the provost office \U0001f389"),
            (A, "Great! What did they decide about the external rates?"),
            (U, "external academic = 1.4x internal, industry = 2.2x. effective july 1"),
            (A, "Noted: external academic rate is 1.4x internal and the industry rate is 2.2x internal, effective July 1."),
            (U, "so whats the external academic for a 10B lane then"),
            (A, "1.4 x $2,050 = $2,870 per NovaSeq X 10B lane for external academic users."),
            (U, "and industry"),
            (A, "2.2 x $2,050 = $4,510 per lane."),
            (U, "ty, updating ilab now"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "External academic users pay 1.4 times the internal rate from July 1",
             "keywords": ["1.4x", "external academic"]},
            {"kind": "decision", "turn": 2,
             "text": "Industry users pay 2.2 times the internal rate from July 1",
             "keywords": ["industry", "2.2x"]},
        ],
        "answered": [4, 6],
    },
    {
        "id": "c30",
        "day": "2026-05-27",
        "turns": [
            (U, "kofi. centos 7 on the analysis nodes is really biting us now"),
            (A, "CentOS 7 reached end of life in June 2024, so there are no security patches. What are you considering?"),
            (U, "rocky 9 or ubuntu 24.04. dmitri prefers ubuntu for conda stuff but our sysadmin tooling is all rhel-ish"),
            (A, "Both work fine for bioinformatics. Conda is distro-agnostic, so the RHEL-compatible route keeps your tooling consistent."),
            (U, "yeah. decided: moving the analysis nodes to rocky linux 9, node by node over june"),
            (A, "Noted: analysis nodes migrate from CentOS 7 to Rocky Linux 9, one node at a time during June."),
            (U, "node3 first since it's the least used"),
            (A, "Sounds sensible. Let me know if you want an upgrade checklist."),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Analysis nodes move from CentOS 7 to Rocky Linux 9, one node at a time in June",
             "keywords": ["rocky linux 9", "analysis nodes"]},
        ],
        "answered": [],
    },
    # ------------------------------------------------------------------ 2026-06
    {
        "id": "c31",
        "day": "2026-06-02",
        "turns": [
            (U, "tomasz. people dropping samples at 5:45pm and leaving them on the bench \U0001f624"),
            (A, "That's risky for sample integrity. Do you have posted drop-off hours?"),
            (U, "we do now. new drop off hours: mon-fri 9-11am and 2-4pm, nothing outside that unless arranged"),
            (A, "Noted: sample drop-off is Monday-Friday 9-11 AM and 2-4 PM; exceptions must be arranged in advance."),
            (U, "can u make a sign text, big letters energy"),
            (A, "SAMPLE DROP-OFF HOURS\nMON-FRI: 9:00-11:00 AND 14:00-16:00\nOUTSIDE THESE HOURS? EMAIL THE CORE FIRST.\nUNATTENDED SAMPLES MAY BE REFUSED."),
            (U, "perfect lol printing"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "Sample drop-off is only Monday to Friday 9-11 AM and 2-4 PM unless arranged",
             "keywords": ["drop off hours", "9-11am"]},
        ],
        "answered": [4],
    },
    {
        "id": "c32",
        "day": "2026-06-08",
        "turns": [
            (U, "hi ines. do we charge for re-QC when the user's sample fails and they resend"),
            (A, "I don't know the core's current policy. Is there one written down?"),
            (U, "no thats the problem. lucille thinks we should charge the full qc fee for resubmits, i think first resubmit should be free. still arguing lol"),
            (A, "Noted as open. A common compromise: the first resubmission is free if it arrives within a set timeframe, later ones are charged."),
            (U, "i'll pitch that. thx"),
            (A, "Happy to help!"),
        ],
        "facts": [
            {"kind": "open", "turn": 2,
             "text": "Undecided whether resubmitted samples after a failed QC are charged the QC fee",
             "keywords": ["resubmits", "qc fee"]},
        ],
        "answered": [],
    },
    {
        "id": "c33",
        "day": "2026-06-12",
        "turns": [
            (U, "dmitri. conda env solve took 40 min again this morning"),
            (A, "The libmamba solver would help, or containers, which also make runs more reproducible."),
            (U, "yeah we're done with conda for production. going forward all production pipelines run with apptainer containers, conda only for personal testing"),
            (A, "Noted: production pipelines run in Apptainer containers; Conda is limited to personal/testing environments."),
            (U, "how do i set nextflow to use apptainer"),
            (A, "Use `-profile apptainer` for nf-core pipelines, or in nextflow.config:\n```\napptainer.enabled = true\napptainer.autoMounts = true\n```"),
            (U, "and a cache dir so it doesnt redownload every time?"),
            (A, "Set `apptainer.cacheDir = '/shared/containers'` or export `NXF_APPTAINER_CACHEDIR=/shared/containers`."),
            (U, "\U0001f44c"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "Production pipelines run in Apptainer containers; Conda only for personal testing",
             "keywords": ["apptainer", "production pipelines"]},
        ],
        "answered": [4, 6],
    },
    {
        "id": "c34",
        "day": "2026-06-18",
        "turns": [
            (U, "haruto. people want a 'what do i do with my fastqs' workshop"),
            (A, "That's a common request. Who'd teach it?"),
            (U, "dmitri said yes if its not too often. agreed: quarterly workshop, dmitri teaches, max 12 people, first one in september"),
            (A, "Noted: quarterly FASTQ analysis workshop taught by Dmitri, capped at 12 participants, starting in September."),
            (U, "brb"),
            (U, "ok back. can u suggest an agenda for a 3 hr session"),
            (A, "1. FASTQ format and QC (FastQC/MultiQC), 40 min\n2. Trimming and alignment concepts, 40 min\n3. Break, 10 min\n4. Counting and a first differential expression look, 60 min\n5. Q&A and where to get help, 30 min"),
            (U, "nice ty"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "A quarterly data-analysis workshop taught by Dmitri, capped at 12 people, starts in September",
             "keywords": ["quarterly", "max 12"]},
        ],
        "answered": [5],
    },
    {
        "id": "c35",
        "day": "2026-06-24",
        "turns": [
            (U, "priya. kapa lot 2231 gave weird size distributions, half the batch was off"),
            (A, "Did you confirm it was the lot and not the fragmentation step?"),
            (U, "yes, ran the control gDNA with the old lot fine. so from now on every new kit lot gets one test prep with the control gDNA before we use it on user samples"),
            (A, "Noted: every new library prep kit lot must pass a test prep with the control gDNA before it's used on user samples."),
            (U, "can you help me write the complaint to roche support"),
            (A, "Draft:\n\nSubject: Performance issue with KAPA HyperPrep lot 2231\n\nHello, we observed abnormal library size distributions with lot 2231 compared to our previous lot, using the same control gDNA. TapeStation traces attached. Could you advise on a replacement or credit?\n\nThanks,\nPriya, Quillmark Genomics Core"),
            (U, "oh wait we use bioanalyzer not tapestation still. fix pls"),
            (A, "Updated: \"...Bioanalyzer traces attached. Could you advise on a replacement or credit?\""),
            (U, "ty!!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "Each new library prep kit lot is tested with the control gDNA before use on user samples",
             "keywords": ["new kit lot", "control gdna"]},
        ],
        "answered": [4, 6],
    },
    {
        "id": "c36",
        "day": "2026-06-30",
        "turns": [
            (U, "renata. summer planning"),
            (A, "What's on the list?"),
            (U, "we'll close the core aug 10-14 for the HVAC work in the building. no sample intake that week, last novaseq run loads aug 6"),
            (A, "Noted: the core is closed August 10-14 for HVAC work; no sample intake that week, and the last NovaSeq X run before the closure loads August 6."),
            (U, "draft a heads up for the users list"),
            (A, "Draft:\n\nThe Genomics Core will be closed August 10-14 due to building HVAC work. No samples will be accepted that week. The last NovaSeq X run before the closure loads August 6, so please submit pooled libraries by noon August 5."),
            (U, "good catch w the noon thing. ty"),
            (A, "Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "The core is closed August 10-14 for HVAC work; last NovaSeq run before that loads August 6",
             "keywords": ["aug 10-14", "close the core"]},
        ],
        "answered": [4],
    },
    # ------------------------------------------------------------------ 2026-07
    {
        "id": "c37",
        "day": "2026-07-06",
        "turns": [
            (U, "kofi. good news, campus research storage finally opened the s3 cold tier to us"),
            (A, "Nice! Are you planning to replace the offsite tape copies?"),
            (U, "yes. we're replacing the offsite tapes with the campus s3 cold tier starting august. tapes stay for the on-site copy only. no more courier \U0001f64c"),
            (A, "Noted: offsite backups move from tape to the campus S3 cold tier starting August; tapes remain for on-site copies only and the courier pickup ends."),
            (U, "what tool should i use, rclone or restic"),
            (A, "rclone is simpler for mirroring files as-is; restic adds deduplication, encryption and snapshots. For FASTQs (already compressed) dedup won't gain much, but encryption and snapshot history are useful."),
            (U, "going w restic then, encryption is required by campus anyway"),
            (A, "Makes sense. I can draft a restic backup script if you want."),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "Offsite backups move from tapes to the campus S3 cold tier from August; tapes only for the on-site copy, courier pickup ends",
             "keywords": ["s3 cold tier", "offsite tapes"]},
            {"kind": "decision", "turn": 6,
             "text": "Restic is used for the S3 offsite backups because encryption is required",
             "keywords": ["restic", "encryption"]},
        ],
        "answered": [4],
    },
    {
        "id": "c38",
        "day": "2026-07-10",
        "turns": [
            (U, "hey its tomasz. priya is on leave from aug 17 for 3 weeks"),
            (A, "Thanks for the heads up. Is there a coverage plan for her projects?"),
            (U, "partially. i take her bulk stuff obviously but no idea who runs the 10x chromium while she's gone, i'm not trained on it. renata hasn't said"),
            (A, "Noted as open: single-cell coverage during Priya's leave isn't assigned yet."),
            (U, "any chance 10x does remote training"),
            (A, "10x Genomics offers virtual and on-site training through their support team; your field application scientist can set it up."),
            (U, "ok ill ask. thanks"),
        ],
        "facts": [
            {"kind": "open", "turn": 2,
             "text": "Nobody is assigned to run the 10x Chromium during Priya's leave",
             "keywords": ["10x chromium", "while she's gone"]},
        ],
        "answered": [4],
    },
    {
        "id": "c39",
        "day": "2026-07-16",
        "turns": [
            (U, "dmitri. haplotypecaller crashed with this"),
            (U, "```\njava.lang.OutOfMemoryError: Java heap space\n\tat htsjdk.samtools.util.BlockCompressedInputStream.inflateBlock(BlockCompressedInputStream.java:548)\n\tat htsjdk.samtools.util.BlockCompressedInputStream.readBlock(BlockCompressedInputStream.java:532)\n```"),
            (A, "Increase the Java heap, e.g. `gatk --java-options \"-Xmx24g\" HaplotypeCaller ...`, and make sure the node actually has that much free memory."),
            (U, "ok. that fixed it"),
            (U, "also fyi bumped gatk in the wgs pipeline from 4.4 to 4.6, changelog looked safe, validated on NA12878, concordance 99.8%"),
            (A, "Noted: the WGS pipeline now uses GATK 4.6 (from 4.4), validated on NA12878 with 99.8% concordance."),
            (U, "thx, lunch time \U0001f32f"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "The WGS pipeline moved from GATK 4.4 to GATK 4.6 after validation on NA12878",
             "keywords": ["gatk", "4.6"]},
        ],
        "answered": [1],
    },
    {
        "id": "c40",
        "day": "2026-07-22",
        "turns": [
            (U, "lucille. PIs are complaining they get invoices at random times"),
            (A, "Right now are invoices sent when each project completes?"),
            (U, "yep. ok agreed w renata: from september all invoices go out monthly on the 5th for the previous month's work"),
            (A, "Noted: starting September, invoicing is monthly on the 5th, covering the previous month's services."),
            (U, "how would iLab handle that, is there a billing event schedule thing"),
            (A, "iLab supports billing events set up by the core administrator; you can run one each month and choose the service date window. Your iLab rep can confirm the exact menu path."),
            (U, "ok cool ty"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "From September, invoices are sent monthly on the 5th for the previous month's work",
             "keywords": ["monthly on the 5th", "invoices"]},
        ],
        "answered": [4],
    },
    {
        "id": "c41",
        "day": "2026-07-28",
        "turns": [
            (U, "ines here"),
            (U, "what viability cutoff do other cores use for 10x samples"),
            (A, "Many cores require 85-90% viability, and some accept 70% or more with a waiver plus dead-cell removal."),
            (U, "ok. priya wants 90% viability minimum, i'd go 80 with a waiver. we haven't settled it, need haruto's input on what PIs can actually hit"),
            (A, "Noted as open: the single-cell viability cutoff (90% vs 80% with a waiver) is still undecided."),
            (U, "thx \U0001f642"),
        ],
        "facts": [
            {"kind": "open", "turn": 3,
             "text": "The minimum cell viability for 10x single-cell samples (90% vs 80% with waiver) is not settled",
             "keywords": ["viability", "waiver"]},
        ],
        "answered": [1],
    },
    # ------------------------------------------------------------------ 2026-08
    {
        "id": "c42",
        "day": "2026-08-03",
        "turns": [
            (U, "renata. the vendor comparison is done, thanks for the help with the spreadsheet last month"),
            (A, "Glad it helped! What did the team decide?"),
            (U, "we'll go with the element aviti as the second benchtop, nextseq 2000 stays until its contract ends in march"),
            (A, "Noted: the Element AVITI is the chosen second benchtop sequencer; the NextSeq 2000 stays in service until its contract ends in March."),
            (U, "cost per gb was the clincher honestly"),
            (A, "Makes sense, AVITI's per-Gb pricing is competitive for mid-output runs."),
            (U, "can u remind me what the installation lead time was in the quote"),
            (A, "I don't have the quote in this conversation, so I can't say. It should be in the vendor's proposal PDF."),
            (U, "right, ill dig it out"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "The Element AVITI is bought as the second benchtop sequencer; NextSeq 2000 stays until its contract ends in March",
             "keywords": ["element aviti", "benchtop"]},
        ],
        "answered": [],
    },
    {
        "id": "c43",
        "day": "2026-08-07",
        "turns": [
            (U, "can u make this less passive aggressive: 'as stated in my previous 3 emails, we need the sample sheet before we start'"),
            (A, "Try: \"Just a friendly reminder that we'll need the sample sheet before we can begin processing. Could you send it over when you get a chance?\""),
            (U, "lol too nice. middle ground?"),
            (A, "\"Quick follow-up: we still need the sample sheet before we can start. Could you send it by Friday so we can keep your project on schedule?\""),
            (U, "perfect"),
            (U, "ok thx, heading out, its 32 degrees in the lab, hvac guys better hurry"),
            (A, "Stay cool! Let me know if you need anything else."),
        ],
        "facts": [],
        "answered": [0, 2],
    },
    {
        "id": "c44",
        "day": "2026-08-13",
        "turns": [
            (U, "kofi. we got brute-forced on node2 last night, thousands of these"),
            (U, "```\nAug 12 03:14:22 node2 sshd[21877]: Failed password for invalid user admin from 185.220.101.4 port 51234 ssh2\nAug 12 03:14:23 node2 sshd[21879]: Failed password for invalid user test from 185.220.101.4 port 51240 ssh2\n```"),
            (A, "Those are typical automated attempts. Solid mitigations: disable password auth, allow keys only, restrict SSH to the campus VPN range, and add fail2ban."),
            (U, "doing all of it. from now on ssh to the analysis nodes is key-only, password auth disabled, and only from the campus vpn"),
            (A, "Noted: SSH to analysis nodes is key-only with password authentication disabled, restricted to the campus VPN."),
            (U, "sshd_config lines pls"),
            (A, "```\nPasswordAuthentication no\nKbdInteractiveAuthentication no\nPubkeyAuthentication yes\nAllowUsers *@10.20.0.0/16\n```\nThen `sudo systemctl reload sshd`. Keep an existing session open while testing!"),
            (U, "ha yes learned that one the hard way in 2019"),
        ],
        "facts": [
            {"kind": "change", "turn": 3,
             "text": "SSH to the analysis nodes is key-only (passwords disabled) and only from the campus VPN",
             "keywords": ["key-only", "password auth"]},
        ],
        "answered": [1, 5],
    },
    {
        "id": "c45",
        "day": "2026-08-19",
        "turns": [
            (U, "haruto. a PI is furious their fastqs from last year got deleted"),
            (A, "Under the current policy FASTQs are kept for one year. Were they notified beforehand?"),
            (U, "nope, that's the issue. so going forward we email the PI 30 days before any fastq deletion, and again 7 days before. kofi will automate it"),
            (A, "Noted: PIs get deletion warnings 30 days and 7 days before FASTQ removal; Kofi will automate the notifications."),
            (U, "can u sketch the email"),
            (A, "Subject: Your sequencing data will be deleted on {date}\n\nHi {PI}, FASTQ files for project {project_id} will be removed from core storage on {date} under our 1-year retention policy. Please download them via Globus before then. Reply if you need an extension."),
            (U, "nice, globus link detail is good"),
            (A, "Happy to help!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "PIs are emailed 30 days and 7 days before their FASTQs are deleted; Kofi automates it",
             "keywords": ["30 days", "fastq deletion"]},
        ],
        "answered": [4],
    },
    {
        "id": "c46",
        "day": "2026-08-25",
        "turns": [
            (U, "ines. the last two novaseq x runs were underclustered, like 60% of expected reads"),
            (A, "Underclustering often comes from overestimated library concentration. How are pools quantified right now?"),
            (U, "qubit + bioanalyzer size. i know i know"),
            (A, "Fluorometric quant counts all dsDNA, including molecules without adapters. qPCR only quantifies amplifiable, adapter-ligated fragments, which is more accurate for loading."),
            (U, "yeah. switching final pool quant to kapa qpcr for all novaseq x loads as of today. qubit stays for intake"),
            (A, "Noted: final pool quantification for NovaSeq X loading is done by KAPA qPCR; Qubit remains for intake QC."),
            (U, "ty. also the hvac is fixed finally, lab is 21 degrees \U0001f60c"),
        ],
        "facts": [
            {"kind": "change", "turn": 4,
             "text": "Final pools for NovaSeq X loading are quantified by KAPA qPCR instead of Qubit",
             "keywords": ["kapa qpcr", "final pool quant"]},
        ],
        "answered": [],
    },
    {
        "id": "c47",
        "day": "2026-08-31",
        "turns": [
            (U, "renata. rush requests have tripled since june \U0001f635"),
            (A, "Is the surcharge still the same as before?"),
            (U, "yes 30%. open question whether we raise the rush surcharge to 50% or cap rush slots per week instead. lucille is modeling both, no decision till she's done"),
            (A, "Noted as open: raising the rush surcharge to 50% vs. capping weekly rush slots, pending Lucille's modeling."),
            (U, "can u give me a quick pros/cons"),
            (A, "Raise surcharge: + more revenue, discourages casual rush use; - may hurt grant-limited labs.\nCap slots: + protects staff time predictably; - some urgent needs turned away, more admin to allocate slots."),
            (U, "good enough for the meeting, ty"),
        ],
        "facts": [
            {"kind": "open", "turn": 2,
             "text": "Undecided whether to raise the rush surcharge from 30% to 50% or cap weekly rush slots",
             "keywords": ["rush surcharge", "cap rush slots"]},
        ],
        "answered": [4],
    },
    # ------------------------------------------------------------------ 2026-09
    {
        "id": "c48",
        "day": "2026-09-04",
        "turns": [
            (U, "hey dmitri. users keep emailing 'is my data good??'"),
            (A, "A standard QC report with each delivery could head off those emails."),
            (U, "yes exactly. we'll include a multiqc report in every data delivery going forward, plus a one page readme explaining the plots"),
            (A, "Noted: every data delivery includes a MultiQC report and a one-page README explaining the plots."),
            (U, "whats the multiqc flag for a custom title"),
            (A, "`multiqc . --title \"Project 2026-117 QC\" --filename project_2026-117_multiqc`"),
            (U, "ty. workshop next week btw, 11 signed up already"),
            (A, "Nice turnout! One spot left under the cap of 12."),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "Every data delivery includes a MultiQC report and a one-page README",
             "keywords": ["multiqc", "every data delivery"]},
        ],
        "answered": [4],
    },
    {
        "id": "c49",
        "day": "2026-09-10",
        "turns": [
            (U, "tomasz. priya's back yay \U0001f389"),
            (A, "Welcome back to Priya! Anything to update?"),
            (U, "yeah we redid the cleaning rota. bench decon is now monday mornings at 8:30, priya and i alternate weeks, ines does the hood UV log"),
            (A, "Noted: bench decontamination is Monday mornings at 8:30, alternating weekly between Priya and Tomasz; Ines maintains the hood UV log."),
            (U, "can you make it a little calendar for the next 4 weeks, me first"),
            (A, "Week 1: Tomasz\nWeek 2: Priya\nWeek 3: Tomasz\nWeek 4: Priya\n(all Mondays, 8:30)"),
            (U, "ok thx"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "Bench decontamination is Monday mornings at 8:30, Priya and Tomasz alternating weeks; Ines keeps the hood UV log",
             "keywords": ["bench decon", "monday"]},
        ],
        "answered": [4],
    },
    {
        "id": "c50",
        "day": "2026-09-16",
        "turns": [
            (U, "lucille. element sent the service options for the aviti"),
            (A, "What are the options?"),
            (U, "1yr $24k or 3yr prepaid $63k. finance says we have end of year money"),
            (A, "The 3-year prepaid works out to $21k/year, about 12.5% cheaper, and uses this year's funds."),
            (U, "yep. final call is the 3yr prepaid, PO goes out friday"),
            (A, "Noted: the AVITI service contract is the 3-year prepaid option ($63k); the PO goes out Friday."),
            (U, "thanks, and thanks for doing the math faster than me lol"),
            (A, "Happy to help!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 4,
             "text": "The AVITI service contract is the 3-year prepaid plan ($63k)",
             "keywords": ["3yr prepaid", "final call"]},
        ],
        "answered": [],
    },
    {
        "id": "c51",
        "day": "2026-09-22",
        "turns": [
            (U, "kofi. nagios died again, the config syntax is so painful"),
            (A, "Time to migrate? Prometheus + Grafana is the common modern stack."),
            (U, "already did it on the weekend haha. replaced nagios with prometheus and grafana, alerts go to the #core-alerts slack channel now"),
            (A, "Noted: monitoring is now Prometheus + Grafana, with alerts going to #core-alerts on Slack instead of Nagios emails."),
            (U, "promql for disk above 85%?"),
            (A, "```\n(1 - node_filesystem_avail_bytes{mountpoint=\"/seqdata\"} / node_filesystem_size_bytes{mountpoint=\"/seqdata\"}) > 0.85\n```"),
            (U, "\U0001f64c"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "Monitoring moved from Nagios to Prometheus and Grafana",
             "keywords": ["prometheus", "nagios"]},
            {"kind": "change", "turn": 2,
             "text": "Monitoring alerts go to the #core-alerts Slack channel",
             "keywords": ["core-alerts", "slack"]},
        ],
        "answered": [4],
    },
    {
        "id": "c52",
        "day": "2026-09-28",
        "turns": [
            (U, "hi haruto here, happy monday"),
            (A, "Hi Haruto! What's up?"),
            (U, "visium HD requests are popping up. should the core offer spatial at all? priya says we don't have the hands, renata wants a cost estimate. undecided"),
            (A, "Noted as open: whether to offer Visium HD spatial services is undecided, pending a cost estimate."),
            (U, "what equipment would we need on top of the 10x chromium x"),
            (A, "For Visium HD: the CytAssist instrument, histology access (cryostat or microtome), and a suitable imaging microscope. Sequencing can run on your existing NovaSeq X."),
            (U, "cryostat we can borrow from pathology. ok ty"),
            (A, "Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "open", "turn": 2,
             "text": "Undecided whether the core will offer Visium HD spatial transcriptomics; cost estimate pending",
             "keywords": ["visium hd", "spatial"]},
        ],
        "answered": [4],
    },
    # ------------------------------------------------------------------ 2026-10
    {
        "id": "c53",
        "day": "2026-10-02",
        "turns": [
            (U, "priya. 10x sent the end of sale notice for 3' v3.1"),
            (A, "Are you planning to switch to the GEM-X 3' v4 chemistry?"),
            (U, "yes already. moving to gem-x 3' v4 for all new single cell projects from october, v3.1 kits we have left get used on the pilot projects"),
            (A, "Noted: new single-cell projects use GEM-X 3' v4 starting October; remaining v3.1 kits go to pilot projects."),
            (U, "does cellranger need an update for v4"),
            (A, "Yes, GEM-X v4 chemistry needs a recent Cell Ranger (8.0 or later)."),
            (U, "ok pinging dmitri"),
            (U, "he says 9.0 is already installed lol. nice"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "New single-cell projects use 10x GEM-X 3' v4 chemistry from October; leftover v3.1 kits go to pilots",
             "keywords": ["gem-x", "v4"]},
        ],
        "answered": [4],
    },
    {
        "id": "c54",
        "day": "2026-10-08",
        "turns": [
            (U, "renata. small org news"),
            (A, "Go ahead!"),
            (U, "ines is now deputy facility manager, she signs off on QC exceptions and approves rush requests when i'm out"),
            (A, "Noted: Ines is the deputy facility manager; she approves QC exceptions and rush requests when you're away."),
            (U, "update the contacts section of the wiki pls, plain text fine"),
            (A, "Contacts\n- Facility manager: Renata\n- Deputy manager / QC: Ines (QC exceptions, rush approvals when Renata is out)\n- Billing: Lucille\n- Bioinformatics: Dmitri\n- Systems: Kofi\n- User liaison: Haruto\n- Lab: Priya (single-cell), Tomasz (bulk library prep)"),
            (U, "perfect"),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "Ines is deputy facility manager: she signs off QC exceptions and approves rush requests when Renata is out",
             "keywords": ["deputy facility manager", "ines"]},
        ],
        "answered": [4],
    },
    {
        "id": "c55",
        "day": "2026-10-14",
        "turns": [
            (U, "dmitri. we had the PI roundtable yesterday"),
            (A, "How did it go? Did the reference genome question come up?"),
            (U, "yeah. agreed: grch38 stays the default human reference, t2t-chm13 available on request at no extra charge"),
            (A, "Noted: GRCh38 remains the default human reference; T2T-CHM13 is available on request at no extra charge."),
            (U, "mostly because all the annotation dbs are still grch38"),
            (U, "ok brb, fire alarm test again \U0001f644"),
            (A, "Good luck with the alarm!"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "GRCh38 stays the default human reference; T2T-CHM13 offered on request at no extra cost",
             "keywords": ["grch38", "default human reference"]},
        ],
        "answered": [],
    },
    {
        "id": "c56",
        "day": "2026-10-20",
        "turns": [
            (U, "lucille. 2 things"),
            (U, "1) we're adding a late fee: 1.5% per month on external invoices unpaid after 60 days, starting january. renata approved"),
            (A, "Noted: starting January, external invoices unpaid after 60 days incur a 1.5% monthly late fee."),
            (U, "2) illumina offered a reagent rental deal for the novaseq x, commit to 24 flow cells a year for a discount. nobody knows if we'll hit 24, so no decision. need run volume numbers from dmitri"),
            (A, "Noted as open: the Illumina reagent rental deal (24 flow cells/year commitment) is undecided pending run volume numbers."),
            (U, "can u estimate from what i said before, we did like 19 runs last year"),
            (A, "If last year was about 19 NovaSeq X runs and volume grows ~15%, you'd land near 22, below the 24 commitment. Dmitri's actual numbers would make this firmer."),
            (U, "hm ok thats useful ty"),
        ],
        "facts": [
            {"kind": "decision", "turn": 1,
             "text": "From January, external invoices unpaid after 60 days get a 1.5% monthly late fee",
             "keywords": ["late fee", "1.5%"]},
            {"kind": "open", "turn": 3,
             "text": "Undecided whether to sign Illumina's reagent rental deal committing to 24 flow cells a year",
             "keywords": ["reagent rental", "24 flow cells"]},
        ],
        "answered": [5],
    },
    {
        "id": "c57",
        "day": "2026-10-26",
        "turns": [
            (U, "tomasz. the miseq ran its last run this morning i think \U0001f972"),
            (A, "End of an era! Is it being retired?"),
            (U, "yep. we're retiring the miseq at the end of november, all 16S and small amplicon runs move to the aviti"),
            (A, "Noted: the MiSeq is retired at the end of November; 16S and small amplicon runs move to the Element AVITI."),
            (U, "do we need to change the phix thing for aviti"),
            (A, "Probably: the AVITI generally tolerates low-diversity libraries better, so you may not need 20% PhiX. Check Element's current low-diversity guidance and do a test run before changing the SOP."),
            (U, "ok ill ask ines to test"),
        ],
        "facts": [
            {"kind": "decision", "turn": 2,
             "text": "The MiSeq is retired at the end of November; 16S and small amplicon runs move to the AVITI",
             "keywords": ["miseq", "16s"]},
        ],
        "answered": [4],
    },
    {
        "id": "c58",
        "day": "2026-10-30",
        "turns": [
            (U, "happy halloween \U0001f383 quick regex q"),
            (A, "Happy Halloween! What do you need?"),
            (U, "match sample names like QGC-2026-0412-S07 and pull the project number"),
            (A, "```\n^QGC-(\\d{4})-(\\d{4})-S(\\d{2})$\n```\nGroup 2 is the project number (0412 in your example)."),
            (U, "actually also need the year as a group"),
            (A, "Group 1 already captures the year (2026)."),
            (U, "oh lol. ty"),
        ],
        "facts": [],
        "answered": [2, 4],
    },
    # ------------------------------------------------------------------ 2026-11
    {
        "id": "c59",
        "day": "2026-11-09",
        "turns": [
            (U, "ines. the bioanalyzer finally died for real, smoke and everything \U0001f480"),
            (A, "Oh no, is everyone ok? Does that settle the TapeStation question?"),
            (U, "all fine lol. yes, renata approved: we're replacing the bioanalyzer with the tapestation 4200, arriving dec 1. no service contract for the old one"),
            (A, "Noted: the Bioanalyzer is replaced by a TapeStation 4200 arriving December 1; no service contract for the old unit."),
            (U, "what screentape for libraries"),
            (A, "D1000 ScreenTape covers 35-1000 bp, fine for most NGS libraries; High Sensitivity D1000 for low-concentration libraries; D5000 for longer fragments."),
            (U, "ordering d1000 and hs d1000 then"),
            (A, "Sounds good. Let me know if you need anything else."),
        ],
        "facts": [
            {"kind": "change", "turn": 2,
             "text": "The Bioanalyzer is replaced by a TapeStation 4200 arriving December 1",
             "keywords": ["tapestation 4200", "bioanalyzer"]},
        ],
        "answered": [4],
    },
    {
        "id": "c60",
        "day": "2026-11-27",
        "turns": [
            (U, "renata. quiet day after thanksgiving, doing the annual review"),
            (A, "Good time for it. What would you like to work on?"),
            (U, "summarize the big changes this year in 5 bullets for the dean"),
            (A, "- Data delivery moved to Globus, offsite backups to the campus S3 cold tier\n- Launched a 10x Chromium X single-cell service\n- Added an Element AVITI; MiSeq retired\n- Billing moved to iLab with monthly invoicing\n- Started monthly user training and quarterly analysis workshops"),
            (U, "great. open item for the dean too: whether we get a third lab tech next year. budget depends on the rate increase passing, no answer until february"),
            (A, "Noted as open: hiring a third lab technician depends on the budget and the rate increase; no answer expected before February."),
            (U, "ty, going home to eat leftovers \U0001f983"),
            (A, "Enjoy! Happy to help anytime."),
        ],
        "facts": [
            {"kind": "open", "turn": 4,
             "text": "Whether the core can hire a third lab technician next year is undecided; depends on budget, answer in February",
             "keywords": ["third lab tech", "budget"]},
        ],
        "answered": [2],
    },
]


QUESTIONS = [
    {"question": "when do raw run folders get wiped from network storage", "chat": "c01", "fact": 0},
    {"question": "how long do we hang on to fastq files", "chat": "c01", "fact": 1},
    {"question": "which kit do we use for low-input dna libraries", "chat": "c02", "fact": 0},
    {"question": "what prep do we run when a lab only sends a couple of nanograms", "chat": "c02", "fact": 0},
    {"question": "what's the internal price for one 10B lane these days", "chat": "c03", "fact": 0},
    {"question": "did the lane price go up at the start of the year", "chat": "c03", "fact": 0},
    {"question": "which version of the nf-core rna pipeline should a new project be run with", "chat": "c05", "fact": 0},
    {"question": "how long do we promise users for a normal sequencing project", "chat": "c07", "fact": 0},
    {"question": "does the turnaround clock start at drop-off or later", "chat": "c07", "fact": 0},
    {"question": "who looks after swapping the backup tapes offsite now", "chat": "c08", "fact": 0},
    {"question": "what weekday does the tape pickup happen", "chat": "c08", "fact": 1},
    {"question": "when and where are new users trained on submitting samples", "chat": "c09", "fact": 0},
    {"question": "can someone new send us samples before doing the training", "chat": "c09", "fact": 1},
    {"question": "when does the big sequencer do its cleaning cycle now", "chat": "c10", "fact": 0},
    {"question": "what level of illumina support did we buy for the novaseq x", "chat": "c12", "fact": 0},
    {"question": "what kind of service coverage does the old miseq have", "chat": "c12", "fact": 1},
    {"question": "what concentration measurement do submitters have to give us", "chat": "c13", "fact": 0},
    {"question": "what replaced the old file transfer server for sending data to users", "chat": "c15", "fact": 0},
    {"question": "how do users get their sequencing data now", "chat": "c15", "fact": 0},
    {"question": "what barcode type goes on the small sample tubes at intake", "chat": "c16", "fact": 0},
    {"question": "what's the minimum rna quality for polyA libraries", "chat": "c17", "fact": 0},
    {"question": "which water do we use when making libraries", "chat": "c18", "fact": 0},
    {"question": "on which days does the novaseq get loaded", "chat": "c20", "fact": 0},
    {"question": "by when do pools have to be handed in before a run", "chat": "c20", "fact": 1},
    {"question": "what system do we do billing in and since when", "chat": "c21", "fact": 0},
    {"question": "which platform did we pick for the single-cell offering", "chat": "c22", "fact": 0},
    {"question": "how much space does each lab get on the delivery share", "chat": "c23", "fact": 0},
    {"question": "what percentage of phix goes into a 16S run", "chat": "c25", "fact": 0},
    {"question": "who leads single cell work", "chat": "c26", "fact": 0},
    {"question": "who should I talk to about starting a 10x project", "chat": "c26", "fact": 0},
    {"question": "who does the bulk rna-seq preps now", "chat": "c26", "fact": 1},
    {"question": "what software do we demultiplex with", "chat": "c27", "fact": 0},
    {"question": "are we still using bcl2fastq anywhere", "chat": "c27", "fact": 0},
    {"question": "how much more do outside universities pay compared to internal labs", "chat": "c29", "fact": 0},
    {"question": "what does an external academic lab pay for a 10B lane", "chat": "c29", "fact": 0},
    {"question": "what do companies pay relative to our internal prices", "chat": "c29", "fact": 1},
    {"question": "which operating system are the compute nodes being moved to", "chat": "c30", "fact": 0},
    {"question": "when can people bring samples to the core", "chat": "c31", "fact": 0},
    {"question": "are production workflows run with conda envs or containers", "chat": "c33", "fact": 0},
    {"question": "how often is the data analysis class and how many seats does it have", "chat": "c34", "fact": 0},
    {"question": "what do we have to do before using a fresh batch of prep reagents", "chat": "c35", "fact": 0},
    {"question": "when is the facility shut for the building work this summer", "chat": "c36", "fact": 0},
    {"question": "where do the offsite backups go now that tapes are out", "chat": "c37", "fact": 0},
    {"question": "is the courier still collecting tapes", "chat": "c37", "fact": 0},
    {"question": "what tool handles the cloud backup copy", "chat": "c37", "fact": 1},
    {"question": "which version of gatk is in the whole genome pipeline", "chat": "c39", "fact": 0},
    {"question": "when do PIs receive their bills", "chat": "c40", "fact": 0},
    {"question": "what did we buy as the second small sequencer", "chat": "c42", "fact": 0},
    {"question": "how do people log into the compute nodes now", "chat": "c44", "fact": 0},
    {"question": "can I still ssh into node2 with my password", "chat": "c44", "fact": 0},
    {"question": "do PIs get a heads-up before their reads are removed", "chat": "c45", "fact": 0},
    {"question": "how are pools measured right before loading the novaseq x", "chat": "c46", "fact": 0},
    {"question": "what qc summary do users get with their data", "chat": "c48", "fact": 0},
    {"question": "when is bench cleaning and who is on it", "chat": "c49", "fact": 0},
    {"question": "which support plan did we take for the aviti", "chat": "c50", "fact": 0},
    {"question": "what are we using to monitor the servers", "chat": "c51", "fact": 0},
    {"question": "where do server alerts show up now", "chat": "c51", "fact": 1},
    {"question": "which 10x chemistry version do new single cell projects get", "chat": "c53", "fact": 0},
    {"question": "who is second in command at the core", "chat": "c54", "fact": 0},
    {"question": "who approves rush requests when renata is away", "chat": "c54", "fact": 0},
    {"question": "which human genome build do we align to by default", "chat": "c55", "fact": 0},
    {"question": "is there a penalty for outside labs paying late", "chat": "c56", "fact": 0},
    {"question": "where do 16S runs go once the miseq is gone", "chat": "c57", "fact": 0},
    {"question": "what instrument took over from the bioanalyzer", "chat": "c59", "fact": 0},
]


if __name__ == "__main__":
    import datetime
    from collections import Counter

    KINDS = {"decision", "change", "open"}
    assert len(CHATS) == 60, len(CHATS)
    ids = [c["id"] for c in CHATS]
    assert len(set(ids)) == 60, "duplicate ids"
    assert ids == ["c%02d" % i for i in range(1, 61)], "ids not c01..c60"

    lo, hi = datetime.date(2025, 12, 1), datetime.date(2026, 11, 27)
    prev = None
    for c in CHATS:
        d = datetime.date.fromisoformat(c["day"])
        assert lo <= d <= hi, (c["id"], c["day"])
        assert prev is None or d > prev, ("days not strictly increasing", c["id"])
        prev = d
    assert CHATS[0]["day"] == "2025-12-01" and CHATS[-1]["day"] == "2026-11-27"
    months = {c["day"][:7] for c in CHATS}
    assert len(months) == 12, sorted(months)

    kind_counts = Counter()
    no_fact, with_dc, with_open = [], [], []
    for c in CHATS:
        cid, turns = c["id"], c["turns"]
        assert set(c) == {"id", "day", "turns", "facts", "answered"}, cid
        assert 6 <= len(turns) <= 10, (cid, len(turns))
        for t in turns:
            assert isinstance(t, tuple) and len(t) == 2, (cid, t)
            assert t[0] in (U, A), (cid, t[0])
            assert isinstance(t[1], str) and t[1].strip(), cid
        facts = c["facts"]
        assert len(facts) <= 2, cid
        for f in facts:
            assert set(f) == {"kind", "turn", "text", "keywords"}, cid
            assert f["kind"] in KINDS, (cid, f["kind"])
            assert 0 <= f["turn"] < len(turns), (cid, f["turn"])
            assert f["text"].strip(), cid
            assert 2 <= len(f["keywords"]) <= 3, (cid, f["keywords"])
            low = turns[f["turn"]][1].lower()
            for kw in f["keywords"]:
                assert kw.lower() in low, ("keyword not in turn", cid, kw)
            kind_counts[f["kind"]] += 1
        kinds = {f["kind"] for f in facts}
        if not facts:
            no_fact.append(cid)
        if kinds & {"decision", "change"}:
            with_dc.append(cid)
        if "open" in kinds:
            with_open.append(cid)
        for i in c["answered"]:
            assert 0 <= i < len(turns), (cid, i)
            assert turns[i][0] == U, ("answered turn not a user turn", cid, i)
            assert any(turns[j][0] == A for j in range(i + 1, len(turns))), (cid, i)
        assert len(set(c["answered"])) == len(c["answered"]), cid
        for f in facts:
            if f["kind"] == "open":
                assert f["turn"] not in c["answered"], ("open fact marked answered", cid)

    by_id = {c["id"]: c for c in CHATS}
    assert len(QUESTIONS) >= 60, len(QUESTIONS)
    q_texts = set()
    for q in QUESTIONS:
        assert set(q) == {"question", "chat", "fact"}, q
        assert q["chat"] in by_id, q
        facts = by_id[q["chat"]]["facts"]
        assert 0 <= q["fact"] < len(facts), q
        assert facts[q["fact"]]["kind"] in ("decision", "change"), q
        assert q["question"] not in q_texts, ("duplicate question", q)
        assert q["question"].lower() != facts[q["fact"]]["text"].lower(), q
        q_texts.add(q["question"])
    q_chats = {q["chat"] for q in QUESTIONS}
    q_months = {by_id[c]["day"][:7] for c in q_chats}
    assert len(q_months) >= 10, sorted(q_months)

    print("chats:", len(CHATS), "| days", CHATS[0]["day"], "->", CHATS[-1]["day"])
    print("turns: min", min(len(c["turns"]) for c in CHATS),
          "max", max(len(c["turns"]) for c in CHATS),
          "total", sum(len(c["turns"]) for c in CHATS))
    print("facts per kind:", dict(sorted(kind_counts.items())),
          "| total", sum(kind_counts.values()))
    print("chats with decision/change:", len(with_dc),
          "| chats with open:", len(with_open),
          "| both:", len(set(with_dc) & set(with_open)))
    print("chats with no facts (%d):" % len(no_fact), ", ".join(no_fact))
    print("answered turn refs:", sum(len(c["answered"]) for c in CHATS))
    print("questions:", len(QUESTIONS), "| distinct chats:", len(q_chats),
          "| months covered:", len(q_months))
    print("self-check OK")
