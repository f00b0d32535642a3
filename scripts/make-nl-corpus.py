#!/usr/bin/env python3
"""Writes Fixtures/nl/corpus.jsonl: utterances as students write them, each with its own `now` and the
fields the natural-language contract (shared/spec/natural-language.md) says it must give.

Expected dates are computed here from the contract's rules, independently of the Swift parser, so the
corpus checks the parser and not the other way round. Run: python3 scripts/make-nl-corpus.py
"""
import json
from datetime import date, datetime, timedelta
from pathlib import Path

MON, TUE, WED, THU, FRI, SAT, SUN = range(7)
entries = []


def day(now):
    return datetime.fromisoformat(now).date()


def strictly_next(now, weekday):
    today = day(now)
    ahead = (weekday - today.weekday()) % 7 or 7
    return today + timedelta(days=ahead)


def in_next_week(now, weekday):
    today = day(now)
    monday = today + timedelta(days=7 - today.weekday())
    return monday + timedelta(days=weekday)


def plus(now, days):
    return day(now) + timedelta(days=days)


def sunday_of_week(now):
    today = day(now)
    return today + timedelta(days=6 - today.weekday())


def weekend(now):
    today = day(now)
    return today if today.weekday() >= SAT else today + timedelta(days=SAT - today.weekday())


def end_of_month(now):
    today = day(now)
    first_next = date(today.year + (today.month == 12), today.month % 12 + 1, 1)
    return first_next - timedelta(days=1)


def next_month(now):
    today = day(now)
    year, month = today.year + (today.month == 12), today.month % 12 + 1
    for d in (today.day, 30, 29, 28):
        try:
            return date(year, month, d)
        except ValueError:
            continue


def upcoming(now, month, dom):
    today = day(now)
    for year in range(today.year, today.year + 9):
        try:
            candidate = date(year, month, dom)
        except ValueError:
            continue
        if candidate >= today:
            return candidate


def day_of_month(now, dom):
    today = day(now)
    year, month = today.year, today.month
    for _ in range(13):
        try:
            candidate = date(year, month, dom)
            if candidate >= today:
                return candidate
        except ValueError:
            pass
        year, month = year + (month == 12), month % 12 + 1


def first_weekly(now, weekday):
    today = day(now)
    return today + timedelta(days=(weekday - today.weekday()) % 7)


def add(text, now="2026-11-21T10:00", **expect):
    """An add_task entry; `due` may be a date, a function of now, or None."""
    expect.setdefault("intent", "add_task")
    if callable(expect.get("due")):
        expect["due"] = expect["due"](now)
    if isinstance(expect.get("due"), date):
        expect["due"] = expect["due"].isoformat()
    entries.append({"text": text, "now": now, "expect": expect})


def other(text, intent, now="2026-11-21T10:00", **expect):
    expect["intent"] = intent
    for key in ("from", "to"):
        if callable(expect.get(key)):
            expect[key] = expect[key](now)
        if isinstance(expect.get(key), date):
            expect[key] = expect[key].isoformat()
    entries.append({"text": text, "now": now, "expect": expect})


SAT_NOW = "2026-11-21T10:00"   # a Saturday
MON_NOW = "2026-11-23T08:15"   # a Monday
WED_NOW = "2026-11-25T16:40"   # a Wednesday
FRI_NOW = "2026-11-27T21:05"   # a Friday
SUN_NOW = "2026-11-29T19:30"   # a Sunday, last day of a week
YEAR_END = "2026-12-30T11:00"  # a Wednesday near the end of the year
NYE = "2026-12-31T18:00"       # a Thursday, the last day of the year
FEB = "2027-02-25T09:00"       # a Thursday in a 28-day February
LEAP = "2028-02-27T09:00"      # a Sunday in a leap February
JAN31 = "2027-01-31T10:00"     # a Sunday, the 31st

# --- English task lines -------------------------------------------------------------------------
for now in (SAT_NOW, MON_NOW, WED_NOW, FRI_NOW, SUN_NOW, YEAR_END):
    add("math homework due Friday", now, title="Math homework", subject="math", kind="homework",
        due=lambda n: strictly_next(n, FRI), time=None, priority="medium", repeat=None, language="en")
    add("history test on monday", now, title="History test", subject="history", kind="test",
        due=lambda n: strictly_next(n, MON), language="en")
    add("Read chapter 5 of the physics book by next wednesday", now, title="Read chapter 5 of the physics book",
        subject="physics", kind="reading", due=lambda n: in_next_week(n, WED), language="en")
    add("verifica di storia martedì prossimo", now, title="Verifica di storia", subject="history", kind="test",
        due=lambda n: in_next_week(n, TUE), language="it")
    add("compiti di matematica per venerdì", now, title="Compiti di matematica", subject="math",
        kind="homework", due=lambda n: strictly_next(n, FRI), language="it")
    add("interrogazione di geografia giovedi", now, title="Interrogazione di geografia", subject="geography",
        kind="oral", due=lambda n: strictly_next(n, THU), language="it")

for now in (SAT_NOW, WED_NOW, NYE, FEB, LEAP):
    add("english essay tomorrow", now, title="English essay", subject="english", kind="homework",
        due=lambda n: plus(n, 1), language="en")
    add("tema di italiano per domani", now, title="Tema di italiano", subject="italian", kind="homework",
        due=lambda n: plus(n, 1), language="it")
    add("science project in 3 days", now, title="Science project", subject="science", kind="project",
        due=lambda n: plus(n, 3), language="en")
    add("ricerca di scienze tra due settimane", now, title="Ricerca di scienze", subject="science",
        kind="project", due=lambda n: plus(n, 14), language="it")
    add("ripasso di fisica dopodomani", now, title="Ripasso di fisica", subject="physics", kind="study",
        due=lambda n: plus(n, 2), language="it")
    add("art presentation the day after tomorrow", now, title="Art presentation", subject="art",
        kind="project", due=lambda n: plus(n, 2), language="en")
    add("music test next week", now, title="Music test", subject="music", kind="test",
        due=lambda n: in_next_week(n, MON), language="en")
    add("esame di inglese la prossima settimana", now, title="Esame di inglese", subject="english",
        kind="exam", due=lambda n: in_next_week(n, MON), language="it")
    add("relazione di chimica entro fine mese", now, title="Relazione di chimica", subject="science",
        kind="project", due=end_of_month, language="it")
    add("geography report by the end of the month", now, title="Geography report", subject="geography",
        kind="project", due=end_of_month, language="en")
    add("progetto di arte tra un mese", now, title="Progetto di arte", subject="art", kind="project",
        due=next_month, language="it")

for now in (SAT_NOW, SUN_NOW, WED_NOW, FRI_NOW):
    add("study for the biology quiz this weekend", now, title="Study for the biology quiz", subject="science",
        kind="test", due=weekend, language="en")
    add("leggere il capitolo 3 di storia nel fine settimana", now, title="Leggere il capitolo 3 di storia",
        subject="history", kind="reading", due=weekend, language="it")
    add("esercizi di geometria entro questa settimana", now, title="Esercizi di geometria", subject="math",
        kind="homework", due=sunday_of_week, language="it")
    add("finish the algebra worksheet this week", now, title="Finish the algebra worksheet", subject="math",
        kind="homework", due=sunday_of_week, language="en")

# Weekday forms and abbreviations.
add("history essay due fri", SAT_NOW, title="History essay", subject="history", kind="homework",
    due=date(2026, 11, 27), language="en")
add("compiti di mate per ven", SAT_NOW, title="Compiti di mate", subject="math", kind="homework",
    due=date(2026, 11, 27), language="it")
add("verifica di storia mar", SAT_NOW, title="Verifica di storia", subject="history", kind="test",
    due=date(2026, 11, 24), language="it")
add("Tema per lunedi", SAT_NOW, title="Tema", kind="homework", due=date(2026, 11, 23), language="it")
add("physics lab report on Thursday", SAT_NOW, title="Physics lab report", subject="physics", kind="project",
    due=date(2026, 11, 26), language="en")
add("questo venerdì verifica di inglese", SAT_NOW, title="Verifica di inglese", subject="english",
    kind="test", due=date(2026, 11, 27), language="it")
add("this friday music recorder practice", SAT_NOW, title="Music recorder practice", subject="music",
    due=date(2026, 11, 27), language="en")
add("il prossimo venerdì interrogazione di scienze", SAT_NOW, title="Interrogazione di scienze",
    subject="science", kind="oral", due=date(2026, 11, 27), language="it")
add("venerdì prossimo compito in classe di matematica", SUN_NOW, title="Compito in classe di matematica",
    subject="math", kind="test", due=date(2026, 12, 4), language="it")
add("next monday PE kit", SUN_NOW, title="PE kit", subject="pe", due=date(2026, 11, 30), language="en")
add("next saturday geo map", FRI_NOW, title="Geo map", subject="geography", due=date(2026, 12, 5), language="en")
add("sabato 28 novembre ricerca di storia", SAT_NOW, title="Ricerca di storia", subject="history",
    kind="project", due=date(2026, 11, 28), language="it")
add("friday 4 december chemistry exam", SAT_NOW, title="Chemistry exam", subject="science", kind="exam",
    due=date(2026, 12, 4), language="en")
add("verifica di religione per il prossimo lunedì", FRI_NOW, title="Verifica di religione", subject="religion",
    kind="test", due=date(2026, 11, 30), language="it")
add("tue: french revolution summary", SAT_NOW, title="French revolution summary", subject="history",
    due=date(2026, 11, 24), language="en")
add("History test Monday", SUN_NOW, title="History test", subject="history", kind="test",
    due=date(2026, 11, 30), language="en")
add("MATH TEST FRIDAY", FRI_NOW, title="MATH TEST", subject="math", kind="test", due=date(2026, 12, 4),
    language="en")

# Numeric and named dates.
add("math exam 27/11", SAT_NOW, title="Math exam", subject="math", kind="exam", due=date(2026, 11, 27), language="en")
add("esame di storia il 15/12", SAT_NOW, title="Esame di storia", subject="history", kind="exam",
    due=date(2026, 12, 15), language="it")
add("verifica 3-12", SAT_NOW, title="Verifica", kind="test", due=date(2026, 12, 3), language="it")
add("physics test 12/14", SAT_NOW, title="Physics test", subject="physics", kind="test", due=date(2026, 12, 14), language="en")
add("tema 27/11/2026", SAT_NOW, title="Tema", kind="homework", due=date(2026, 11, 27), language="it")
add("project due 15/01/27", SAT_NOW, title="Project", kind="project", due=date(2027, 1, 15), language="en")
add("science fair 2027-03-10", SAT_NOW, title="Science fair", subject="science", due=date(2027, 3, 10), language="en")
add("compiti di inglese 20/11", SAT_NOW, title="Compiti di inglese", subject="english", kind="homework",
    due=date(2027, 11, 20), language="it")
add("tema 10/01", NYE, title="Tema", kind="homework", due=date(2027, 1, 10), language="it")
add("history essay 27 November", SAT_NOW, title="History essay", subject="history", kind="homework",
    due=date(2026, 11, 27), language="en")
add("chemistry report Nov 30th", SAT_NOW, title="Chemistry report", subject="science", kind="project",
    due=date(2026, 11, 30), language="en")
add("biology test on the 3rd of December", SAT_NOW, title="Biology test", subject="science", kind="test",
    due=date(2026, 12, 3), language="en")
add("interrogazione di storia il 2 dicembre", SAT_NOW, title="Interrogazione di storia", subject="history",
    kind="oral", due=date(2026, 12, 2), language="it")
add("verifica di mate il 3 mar", SAT_NOW, title="Verifica di mate", subject="math", kind="test",
    due=date(2027, 3, 3), language="it")
add("il 27 nov consegna ricerca", SAT_NOW, title="Consegna ricerca", kind="project", due=date(2026, 11, 27),
    language="it")
add("compiti per il 3", SAT_NOW, title="Compiti", kind="homework", due=date(2026, 12, 3), language="it")
add("read the novel by the 30th", SAT_NOW, title="Read the novel", kind="reading", due=date(2026, 11, 30), language="en")
add("verifica entro il 21", SAT_NOW, title="Verifica", kind="test", due=date(2026, 11, 21), language="it")
add("tema il 31", SAT_NOW, title="Tema", kind="homework", due=date(2026, 12, 31), language="it")
add("exam 29/2", FEB, title="Exam", kind="exam", due=date(2028, 2, 29), language="en")
add("tema di italiano 1/3", FEB, title="Tema di italiano", subject="italian", kind="homework",
    due=date(2027, 3, 1), language="it")
add("verifica il 28 febbraio", FEB, title="Verifica", kind="test", due=date(2027, 2, 28), language="it")
add("math homework due Jan 4", YEAR_END, title="Math homework", subject="math", kind="homework",
    due=date(2027, 1, 4), language="en")
add("compiti per il 2 gennaio", NYE, title="Compiti", kind="homework", due=date(2027, 1, 2), language="it")
add("verifica di latino 29 feb", LEAP, title="Verifica di latino", kind="test", due=date(2028, 2, 29), language="it")

# Span and month arithmetic at the edges.
add("progetto di scienze tra un mese", JAN31, title="Progetto di scienze", subject="science", kind="project",
    due=date(2027, 2, 28), language="it")
add("research project in a month", JAN31, title="Research project", kind="project", due=date(2027, 2, 28), language="en")
add("essay in a week", NYE, title="Essay", kind="homework", due=date(2027, 1, 7), language="en")
add("tema fra 10 giorni", YEAR_END, title="Tema", kind="homework", due=date(2027, 1, 9), language="it")
add("ripassare storia tra una settimana", FEB, title="Ripassare storia", subject="history", kind="study",
    due=date(2027, 3, 4), language="it")
add("study geometry in two weeks", LEAP, title="Study geometry", subject="math", kind="study",
    due=date(2028, 3, 12), language="en")
add("relazione di fisica fine mese", FEB, title="Relazione di fisica", subject="physics", kind="project",
    due=date(2027, 2, 28), language="it")
add("lab report end of the month", LEAP, title="Lab report", subject="science", kind="project",
    due=date(2028, 2, 29), language="en")
add("tema di storia domani", NYE, title="Tema di storia", subject="history", kind="homework",
    due=date(2027, 1, 1), language="it")
add("essay due next friday", NYE, title="Essay", kind="homework", due=date(2027, 1, 8), language="en")
add("verifica di fisica lunedì prossimo", SUN_NOW, title="Verifica di fisica", subject="physics", kind="test",
    due=date(2026, 11, 30), language="it")
add("next sunday art drawing", SUN_NOW, title="Art drawing", subject="art", due=date(2026, 12, 6), language="en")

# Times.
add("math test tomorrow at 9am", SAT_NOW, title="Math test", subject="math", kind="test", due=date(2026, 11, 22),
    time="09:00", language="en")
add("interrogazione di storia domani alle 11", SAT_NOW, title="Interrogazione di storia", subject="history",
    kind="oral", due=date(2026, 11, 22), time="11:00", language="it")
add("chemistry lab on friday at 15:30", SAT_NOW, title="Chemistry lab", subject="science", due=date(2026, 11, 27),
    time="15:30", language="en")
add("consegna relazione entro le 10 di lunedì", SAT_NOW, title="Consegna relazione", kind="project",
    due=date(2026, 11, 23), time="10:00", language="it")
add("hand in the essay by 3pm today", SAT_NOW, title="Hand in the essay", kind="homework", due=date(2026, 11, 21),
    time="15:00", language="en")
add("verifica alle 14:30 giovedì", SAT_NOW, title="Verifica", kind="test", due=date(2026, 11, 26), time="14:30", language="it")
add("music lesson tonight", SAT_NOW, title="Music lesson", subject="music", due=date(2026, 11, 21), time=None, language="en")
add("studiare scienze stasera", SAT_NOW, title="Studiare scienze", subject="science", kind="study",
    due=date(2026, 11, 21), time=None, language="it")
add("ripasso di geografia domani pomeriggio", SAT_NOW, title="Ripasso di geografia", subject="geography",
    kind="study", due=date(2026, 11, 22), time=None, language="it")
add("review vocab tomorrow morning", SAT_NOW, title="Review vocab", kind="study", due=date(2026, 11, 22), time=None, language="en")
add("PE at 8 on monday", SAT_NOW, title="PE", subject="pe", due=date(2026, 11, 23), time="08:00", language="en")
add("esame di musica alle ore 9 venerdì", SAT_NOW, title="Esame di musica", subject="music", kind="exam",
    due=date(2026, 11, 27), time="09:00", language="it")

# Priority.
add("urgent: physics homework for tomorrow", SAT_NOW, title="Physics homework", subject="physics",
    kind="homework", due=date(2026, 11, 22), priority="high", language="en")
add("compiti di storia per domani urgente", SAT_NOW, title="Compiti di storia", subject="history",
    kind="homework", due=date(2026, 11, 22), priority="high", language="it")
add("importante: verifica di chimica venerdì", SAT_NOW, title="Verifica di chimica", subject="science",
    kind="test", due=date(2026, 11, 27), priority="high", language="it")
add("math test friday!!", SAT_NOW, title="Math test", subject="math", kind="test", due=date(2026, 11, 27),
    priority="high", language="en")
add("asap finish the geography worksheet", SAT_NOW, title="Finish the geography worksheet", subject="geography",
    kind="homework", priority="high", due=None, language="en")
add("ricerca di musica priorità alta", SAT_NOW, title="Ricerca di musica", subject="music", kind="project",
    priority="high", due=None, language="it")
add("high priority english presentation monday", SAT_NOW, title="English presentation", subject="english",
    kind="project", priority="high", due=date(2026, 11, 23), language="en")
add("leggere un libro non urgente", SAT_NOW, title="Leggere un libro", kind="reading", priority="low", due=None, language="it")
add("art drawing not urgent", SAT_NOW, title="Art drawing", subject="art", priority="low", language="en")
add("reorganise my notes when I can", SAT_NOW, title="Reorganise my notes", priority="low", language="en")
add("riordinare il quaderno di storia con calma", SAT_NOW, title="Riordinare il quaderno di storia",
    subject="history", priority="low", language="it")
add("ripassare le tabelline quando posso", SAT_NOW, title="Ripassare le tabelline", subject="math", kind="study",
    priority="low", language="it")
add("low priority: watch the documentary on volcanoes", SAT_NOW, title="Watch the documentary on volcanoes",
    subject="science", priority="low", language="en")
add("someday read Shakespeare", SAT_NOW, title="Read Shakespeare", subject="english", kind="reading",
    priority="low", language="en")
add("esercizi di fisica priorità bassa", SAT_NOW, title="Esercizi di fisica", subject="physics", kind="homework",
    priority="low", language="it")

# Fillers.
add("remind me to study for the music test friday", SAT_NOW, title="Study for the music test", subject="music",
    kind="test", due=date(2026, 11, 27), language="en")
add("I have to finish the history project by monday", SAT_NOW, title="Finish the history project",
    subject="history", kind="project", due=date(2026, 11, 23), language="en")
add("ricordami di studiare geografia domani", SAT_NOW, title="Studiare geografia", subject="geography",
    kind="study", due=date(2026, 11, 22), language="it")
add("devo fare gli esercizi di matematica per giovedì", SAT_NOW, title="Fare gli esercizi di matematica",
    subject="math", kind="homework", due=date(2026, 11, 26), language="it")
add("aggiungi task ricerca di storia per lunedì", SAT_NOW, title="Ricerca di storia", subject="history",
    kind="project", due=date(2026, 11, 23), language="it")
add("I need to revise physics tomorrow", SAT_NOW, title="Revise physics", subject="physics", kind="study",
    due=date(2026, 11, 22), language="en")
add("don't forget to bring the gym clothes on tuesday", SAT_NOW, title="Bring the gym clothes", subject="pe",
    due=date(2026, 11, 24), language="en")
add("non dimenticare di portare il flauto mercoledì", SAT_NOW, title="Portare il flauto", subject="music",
    due=date(2026, 11, 25), language="it")

# Numbers that are not dates stay in the title.
add("math exercises page 45 for tomorrow", SAT_NOW, title="Math exercises page 45", subject="math",
    kind="homework", due=date(2026, 11, 22), language="en")
add("esercizi di matematica pag. 112 n. 3, 4, 5 per domani", SAT_NOW,
    title="Esercizi di matematica pag. 112 n. 3, 4, 5", subject="math", kind="homework", due=date(2026, 11, 22), language="it")
add("read pages 10-20 for english", SAT_NOW, title="Read pages 10-20 for english", subject="english",
    kind="reading", due=None, language="en")
add("esercizi 3 e 4 di geometria per lunedì", SAT_NOW, title="Esercizi 3 e 4 di geometria", subject="math",
    kind="homework", due=date(2026, 11, 23), language="it")
add("read chapter 12 of the history book", SAT_NOW, title="Read chapter 12 of the history book",
    subject="history", kind="reading", due=None, language="en")
add("leggere pagina 45 di scienze", SAT_NOW, title="Leggere pagina 45 di scienze", subject="science",
    kind="reading", due=None, language="it")
add("fisica esercizi 10-12 per venerdì", SAT_NOW, title="Fisica esercizi 10-12", subject="physics",
    kind="homework", due=date(2026, 11, 27), language="it")
add("chapter 5 questions 1-8 history due thursday", SAT_NOW, title="Chapter 5 questions 1-8 history",
    subject="history", due=date(2026, 11, 26), language="en")
add("capitolo 7 paragrafo 3 di storia", SAT_NOW, title="Capitolo 7 paragrafo 3 di storia", subject="history",
    due=None, language="it")
add("problems 3 to 9 algebra for monday", SAT_NOW, title="Problems 3 to 9 algebra", subject="math",
    due=date(2026, 11, 23), language="en")

# Subjects: keywords, topics, abbreviations, phrases, typos, accents and capitals.
add("fotosintesi riassunto per domani", SAT_NOW, title="Fotosintesi riassunto", subject="science",
    due=date(2026, 11, 22), language="it")
add("photosynthesis worksheet tomorrow", SAT_NOW, title="Photosynthesis worksheet", subject="science",
    kind="homework", due=date(2026, 11, 22), language="en")
add("analisi logica esercizi per martedì", SAT_NOW, title="Analisi logica esercizi", subject="italian",
    kind="homework", due=date(2026, 11, 24), language="it")
add("Dante canto V parafrasi venerdì", SAT_NOW, title="Dante canto V parafrasi", subject="italian",
    due=date(2026, 11, 27), language="it")
add("fractions homework due monday", SAT_NOW, title="Fractions homework", subject="math", kind="homework",
    due=date(2026, 11, 23), language="en")
add("equazioni di secondo grado per giovedì", SAT_NOW, title="Equazioni di secondo grado", subject="math",
    due=date(2026, 11, 26), language="it")
add("cellula disegno per lunedì", SAT_NOW, title="Cellula disegno", subject="science", due=date(2026, 11, 23), language="it")
add("verifica di chimica giovedì", SAT_NOW, title="Verifica di chimica", subject="science", kind="test",
    due=date(2026, 11, 26), language="it")
add("educazione fisica: portare le scarpe lunedì", SAT_NOW, title="Educazione fisica: portare le scarpe",
    subject="pe", due=date(2026, 11, 23), language="it")
add("verifica di storia dell'arte venerdì", SAT_NOW, title="Verifica di storia dell'arte", subject="art",
    kind="test", due=date(2026, 11, 27), language="it")
add("interrogazione di storia dell’arte lunedì", SAT_NOW, title="Interrogazione di storia dell’arte",
    subject="art", kind="oral", due=date(2026, 11, 23), language="it")
add("scienze motorie: test di resistenza martedì", SAT_NOW, title="Scienze motorie: test di resistenza",
    subject="pe", kind="test", due=date(2026, 11, 24), language="it")
add("ed. fisica tuta giovedì", SAT_NOW, title="Ed. fisica tuta", subject="pe", due=date(2026, 11, 26), language="it")
add("bio lab report friday", SAT_NOW, title="Bio lab report", subject="science", kind="project",
    due=date(2026, 11, 27), language="en")
add("compiti di mate per domani", SAT_NOW, title="Compiti di mate", subject="math", kind="homework",
    due=date(2026, 11, 22), language="it")
add("geo map of europe for wednesday", SAT_NOW, title="Geo map of europe", subject="geography",
    due=date(2026, 11, 25), language="en")
add("compiti di matematcia per domani", SAT_NOW, title="Compiti di matematcia", subject="math",
    kind="homework", due=date(2026, 11, 22), language="it")
add("verifica di sotria lunedi", SAT_NOW, title="Verifica di sotria", subject="history", kind="test",
    due=date(2026, 11, 23), language="it")
add("geografia esercizi x domani", SAT_NOW, title="Geografia esercizi", subject="geography", kind="homework",
    due=date(2026, 11, 22), language="it")
add("histroy essay due friday", SAT_NOW, title="Histroy essay", subject="history", kind="homework",
    due=date(2026, 11, 27), language="en")
add("phisics test monday", SAT_NOW, title="Phisics test", subject="physics", kind="test", due=date(2026, 11, 23), language="en")
add("GEOGRAFIA verifica VENERDI", SAT_NOW, title="GEOGRAFIA verifica", subject="geography", kind="test",
    due=date(2026, 11, 27), language="it")
add("religione: ricerca sulla bibbia tra 5 giorni", SAT_NOW, title="Religione: ricerca sulla bibbia",
    subject="religion", kind="project", due=date(2026, 11, 26), language="it")
add("music: learn the flute piece for thursday", SAT_NOW, title="Music: learn the flute piece", subject="music",
    kind="study", due=date(2026, 11, 26), language="en")
add("inglese present perfect esercizi per lunedì", SAT_NOW, title="Inglese present perfect esercizi",
    subject="english", kind="homework", due=date(2026, 11, 23), language="it")
add("phrasal verbs worksheet tomorrow", SAT_NOW, title="Phrasal verbs worksheet", subject="english",
    kind="homework", due=date(2026, 11, 22), language="en")
add("trigonometry review thursday", SAT_NOW, title="Trigonometry review", subject="math", kind="study",
    due=date(2026, 11, 26), language="en")
add("impero romano riassunto venerdì", SAT_NOW, title="Impero romano riassunto", subject="history",
    due=date(2026, 11, 27), language="it")
add("tavola periodica da studiare per lunedì", SAT_NOW, title="Tavola periodica da studiare", subject="science",
    kind="study", due=date(2026, 11, 23), language="it")
add("newton's laws homework friday", SAT_NOW, title="Newton's laws homework", subject="physics",
    kind="homework", due=date(2026, 11, 27), language="en")
add("disegno tecnico per mercoledì", SAT_NOW, title="Disegno tecnico", subject="art", due=date(2026, 11, 25), language="it")
add("solfeggio per giovedì", SAT_NOW, title="Solfeggio", subject="music", due=date(2026, 11, 26), language="it")
add("palestra martedì", SAT_NOW, title="Palestra", subject="pe", due=date(2026, 11, 24), language="it")

# Quoted titles, emoji, stray punctuation, mixed languages.
add('read "Tuesdays with Morrie" for english', SAT_NOW, title='Read "Tuesdays with Morrie" for english',
    subject="english", kind="reading", due=None, language="en")
add('leggere “Il sabato del villaggio” per italiano', SAT_NOW, title='Leggere “Il sabato del villaggio” per italiano',
    subject="italian", kind="reading", due=None, language="it")
add('book report on "Friday Night Lights" due monday', SAT_NOW, title='Book report on "Friday Night Lights"',
    kind="project", due=date(2026, 11, 23), language="en")
add("📐 math test friday 😱", SAT_NOW, title="📐 math test 😱", subject="math", kind="test",
    due=date(2026, 11, 27), language="en")
add("verifica di storia venerdì 😬😬", SAT_NOW, title="Verifica di storia 😬😬", subject="history", kind="test",
    due=date(2026, 11, 27), language="it")
add("  compiti di inglese   per domani  ", SAT_NOW, title="Compiti di inglese", subject="english",
    kind="homework", due=date(2026, 11, 22), language="it")
add("math homework due friday...", SAT_NOW, title="Math homework", subject="math", kind="homework",
    due=date(2026, 11, 27), language="en")
# Mixed languages: the language field is left unlabelled, as both answers are defensible.
add("history test per lunedì", SAT_NOW, title="History test", subject="history", kind="test",
    due=date(2026, 11, 23))
add("verifica di english tomorrow", SAT_NOW, title="Verifica di english", subject="english", kind="test",
    due=date(2026, 11, 22))
add("homework di mate for friday", SAT_NOW, title="Homework di mate", subject="math", kind="homework",
    due=date(2026, 11, 27))

# Kinds, most specific first.
add("study for the music test", SAT_NOW, title="Study for the music test", subject="music", kind="test", due=None, language="en")
add("ripassare per l'interrogazione di storia giovedì", SAT_NOW, title="Ripassare per l'interrogazione di storia",
    subject="history", kind="oral", due=date(2026, 11, 26), language="it")
add("prepare the presentation for the physics exam", SAT_NOW, title="Prepare the presentation for the physics exam",
    subject="physics", kind="exam", language="en")
add("studiare per l'esame di scienze", SAT_NOW, title="Studiare per l'esame di scienze", subject="science",
    kind="exam", language="it")
add("oral exam english monday", SAT_NOW, title="Oral exam english", subject="english", kind="oral",
    due=date(2026, 11, 23), language="en")
add("prova di ascolto inglese venerdì", SAT_NOW, title="Prova di ascolto inglese", subject="english", kind="test",
    due=date(2026, 11, 27), language="it")
add("read the history assignment tomorrow", SAT_NOW, title="Read the history assignment", subject="history",
    kind="homework", due=date(2026, 11, 22), language="en")
add("lettura di antologia per lunedì", SAT_NOW, title="Lettura di antologia", subject="italian", kind="reading",
    due=date(2026, 11, 23), language="it")
add("learn the poem by heart for thursday", SAT_NOW, title="Learn the poem by heart", kind="study",
    due=date(2026, 11, 26), language="en")

# Recurrence.
add("gym every monday", SAT_NOW, title="Gym", subject="pe", due=date(2026, 11, 23), repeat="FREQ=WEEKLY;BYDAY=MO", language="en")
add("flute practice every day", SAT_NOW, title="Flute practice", subject="music", due=date(2026, 11, 21),
    repeat="FREQ=DAILY", language="en")
add("ripasso di inglese ogni settimana", SAT_NOW, title="Ripasso di inglese", subject="english", kind="study",
    due=date(2026, 11, 21), repeat="FREQ=WEEKLY", language="it")
add("vocab quiz every other friday", SAT_NOW, title="Vocab quiz", kind="test", due=date(2026, 11, 27),
    repeat="FREQ=WEEKLY;INTERVAL=2;BYDAY=FR", language="en")
add("ogni lunedì compiti di matematica", SAT_NOW, title="Compiti di matematica", subject="math", kind="homework",
    due=date(2026, 11, 23), repeat="FREQ=WEEKLY;BYDAY=MO", language="it")
add("leggere 20 pagine tutti i giorni", SAT_NOW, title="Leggere 20 pagine", kind="reading", due=date(2026, 11, 21),
    repeat="FREQ=DAILY", language="it")
add("verifica di vocaboli un venerdì sì e uno no", SAT_NOW, title="Verifica di vocaboli", kind="test",
    due=date(2026, 11, 27), repeat="FREQ=WEEKLY;INTERVAL=2;BYDAY=FR", language="it")
add("piano lesson every saturday", SAT_NOW, title="Piano lesson", due=date(2026, 11, 21),
    repeat="FREQ=WEEKLY;BYDAY=SA", language="en")
add("ogni mercoledì palestra", WED_NOW, title="Palestra", subject="pe", due=date(2026, 11, 25),
    repeat="FREQ=WEEKLY;BYDAY=WE", language="it")
add("tutti i giovedì coro", SAT_NOW, title="Coro", subject="music", due=date(2026, 11, 26),
    repeat="FREQ=WEEKLY;BYDAY=TH", language="it")
add("every tuesday and thursday basketball", SAT_NOW, title="Basketball", due=date(2026, 11, 24),
    repeat="FREQ=WEEKLY;BYDAY=TU,TH", language="en")
add("ripassare le tabelline ogni giorno", SAT_NOW, title="Ripassare le tabelline", subject="math", kind="study",
    due=date(2026, 11, 21), repeat="FREQ=DAILY", language="it")
add("spelling test every week", SAT_NOW, title="Spelling test", kind="test", due=date(2026, 11, 21),
    repeat="FREQ=WEEKLY", language="en")

# Lines with no date.
add("history essay", SAT_NOW, title="History essay", subject="history", kind="homework", due=None, time=None, language="en")
add("ricerca di geografia", SAT_NOW, title="Ricerca di geografia", subject="geography", kind="project", due=None, language="it")
add("verifica di fisica", SAT_NOW, title="Verifica di fisica", subject="physics", kind="test", due=None, language="it")
add("quaderno nuovo per scienze", SAT_NOW, title="Quaderno nuovo per scienze", subject="science", due=None, language="it")

# --- Other intents -------------------------------------------------------------------------------
other("what's due tomorrow?", "list_tasks", SAT_NOW, **{"from": "2026-11-22", "to": "2026-11-22", "language": "en"})
other("cosa devo fare domani?", "list_tasks", SAT_NOW, **{"from": "2026-11-22", "to": "2026-11-22", "language": "it"})
other("show my tasks", "list_tasks", SAT_NOW, **{"from": None, "to": None, "language": "en"})
other("mostra i compiti", "list_tasks", SAT_NOW, **{"from": None, "to": None, "language": "it"})
other("what do I have this week?", "list_tasks", SAT_NOW, **{"from": "2026-11-21", "to": "2026-11-22", "language": "en"})
other("cosa ho da fare la prossima settimana?", "list_tasks", SAT_NOW, **{"from": "2026-11-23", "to": "2026-11-29", "language": "it"})
other("che compiti ho per lunedì?", "list_tasks", SAT_NOW, **{"from": "2026-11-23", "to": "2026-11-23", "language": "it"})
other("what's due friday", "list_tasks", SAT_NOW, **{"from": "2026-11-27", "to": "2026-11-27", "language": "en"})
other("list", "list_tasks", SAT_NOW, **{"from": None, "to": None})
other("cosa devo fare oggi", "list_tasks", WED_NOW, **{"from": "2026-11-25", "to": "2026-11-25", "language": "it"})
other("show my math homework", "list_tasks", SAT_NOW, subject="math", language="en")
other("mostra le verifiche di storia", "list_tasks", SAT_NOW, subject="history", language="it")
other("what do I have next week", "list_tasks", SUN_NOW, **{"from": "2026-11-30", "to": "2026-12-06", "language": "en"})
other("compiti per domani?", "list_tasks", SAT_NOW, **{"from": "2026-11-22", "to": "2026-11-22", "language": "it"})
other("any tests this week?", "list_tasks", WED_NOW, **{"from": "2026-11-25", "to": "2026-11-29", "language": "en"})
other("cosa c'è da fare questo weekend?", "list_tasks", WED_NOW, **{"from": "2026-11-28", "to": "2026-11-29", "language": "it"})
other("agenda", "list_tasks", SAT_NOW)
other("elenco compiti", "list_tasks", SAT_NOW, language="it")
other("what's due", "list_tasks", SAT_NOW, language="en")
other("che verifiche ho la prossima settimana", "list_tasks", FRI_NOW, **{"from": "2026-11-30", "to": "2026-12-06", "language": "it"})

other("done: math homework", "complete_task", SAT_NOW, title="Math homework", subject="math", language="en")
other("ho finito i compiti di matematica", "complete_task", SAT_NOW, title="Compiti di matematica", subject="math", language="it")
other("I finished the history essay", "complete_task", SAT_NOW, title="History essay", subject="history", language="en")
other("fatto: ricerca di geografia", "complete_task", SAT_NOW, title="Ricerca di geografia", subject="geography", language="it")
other("ho fatto gli esercizi di fisica", "complete_task", SAT_NOW, title="Esercizi di fisica", subject="physics", language="it")
other("finished my english worksheet", "complete_task", SAT_NOW, title="English worksheet", subject="english", language="en")
other("mark the science project as done", "complete_task", SAT_NOW, title="Science project", subject="science", language="en")
other("segna la relazione di chimica come fatta", "complete_task", SAT_NOW, title="Relazione di chimica", subject="science", language="it")
other("history essay done", "complete_task", SAT_NOW, title="History essay", subject="history", language="en")
other("I did the algebra exercises", "complete_task", SAT_NOW, title="Algebra exercises", subject="math", language="en")
other("ho completato il tema di italiano", "complete_task", SAT_NOW, title="Tema di italiano", subject="italian", language="it")
other("done with the music practice", "complete_task", SAT_NOW, subject="music", language="en")

other("quiz me on history", "quiz", SAT_NOW, subject="history", language="en")
other("interrogami di storia", "quiz", SAT_NOW, subject="history", language="it")
other("fammi un quiz di geografia", "quiz", SAT_NOW, subject="geography", language="it")
other("quiz me", "quiz", SAT_NOW, subject=None, language="en")
other("test me on the periodic table", "quiz", SAT_NOW, subject="science", language="en")
other("interrogami su Dante", "quiz", SAT_NOW, subject="italian", language="it")
other("fammi delle domande di inglese", "quiz", SAT_NOW, subject="english", language="it")
other("quiz on physics please", "quiz", SAT_NOW, subject="physics", language="en")
other("let's do a quiz on fractions", "quiz", SAT_NOW, subject="math", language="en")
other("interrogami", "quiz", SAT_NOW, subject=None, language="it")
other("quiz di scienze", "quiz", SAT_NOW, subject="science", language="it")
other("Interrogami di mate", "quiz", SAT_NOW, subject="math", language="it")

other("help", "help", SAT_NOW, language="en")
other("aiuto", "help", SAT_NOW, language="it")
other("?", "help", SAT_NOW)
other("what can you do", "help", SAT_NOW, language="en")
other("cosa sai fare?", "help", SAT_NOW, language="it")
other("Help!", "help", SAT_NOW, language="en")

other("switch to English", "set_language", SAT_NOW, target="en", language="en")
other("parla in italiano", "set_language", SAT_NOW, target="it", language="it")
other("speak italian please", "set_language", SAT_NOW, target="it", language="en")
other("cambia lingua in inglese", "set_language", SAT_NOW, target="en", language="it")
other("in english please", "set_language", SAT_NOW, target="en", language="en")
other("passa all'inglese", "set_language", SAT_NOW, target="en", language="it")
other("change language to italian", "set_language", SAT_NOW, target="it", language="en")
other("parla inglese", "set_language", SAT_NOW, target="en", language="it")

other("how do I study for a physics test?", "coach", SAT_NOW, subject="physics", language="en")
other("sono in ansia per la verifica", "coach", SAT_NOW, language="it")
other("I can't focus on physics", "coach", SAT_NOW, subject="physics", language="en")
other("non riesco a concentrarmi su fisica", "coach", SAT_NOW, subject="physics", language="it")
other("come faccio a ricordare le date di storia?", "coach", SAT_NOW, subject="history", language="it")
other("I'm so stressed about the math exam", "coach", SAT_NOW, subject="math", language="en")
other("why is algebra so hard?", "coach", SAT_NOW, subject="math", language="en")
other("perché devo studiare la geografia?", "coach", SAT_NOW, subject="geography", language="it")
other("should I study chemistry or history first?", "coach", SAT_NOW, language="en")
other("ho paura dell'interrogazione di domani", "coach", SAT_NOW, language="it")
other("can you explain photosynthesis", "coach", SAT_NOW, subject="science", language="en")
other("sono stanca e non ho voglia di studiare", "coach", SAT_NOW, language="it")
other("help me plan my week", "coach", SAT_NOW, language="en")
other("mi spieghi le frazioni?", "coach", SAT_NOW, subject="math", language="it")
other("I'm worried I'll fail the english test", "coach", SAT_NOW, subject="english", language="en")
other("consigli per studiare meglio", "coach", SAT_NOW, language="it")

other("add subject Latin", "add_subject", SAT_NOW, name="Latin", language="en")
other("aggiungi la materia Latino", "add_subject", SAT_NOW, name="Latino", language="it")
other("new subject Computer Science", "add_subject", SAT_NOW, name="Computer Science", language="en")
other("nuova materia Tecnologia", "add_subject", SAT_NOW, name="Tecnologia", language="it")
other("add a new subject: Philosophy", "add_subject", SAT_NOW, name="Philosophy", language="en")
other("crea la materia Diritto", "add_subject", SAT_NOW, name="Diritto", language="it")

other("I studied math for 45 minutes", "log_study", SAT_NOW, minutes=45, subject="math", language="en")
other("ho studiato fisica per un'ora", "log_study", SAT_NOW, minutes=60, subject="physics", language="it")
other("studied history for 2 hours", "log_study", SAT_NOW, minutes=120, subject="history", language="en")
other("ho studiato storia per mezz'ora", "log_study", SAT_NOW, minutes=30, subject="history", language="it")
other("I revised chemistry for an hour and a half", "log_study", SAT_NOW, minutes=90, subject="science", language="en")
other("ho ripassato inglese per 20 minuti", "log_study", SAT_NOW, minutes=20, subject="english", language="it")
other("log 30 min of geography", "log_study", SAT_NOW, minutes=30, subject="geography", language="en")
other("ho studiato matematica un'ora e mezza", "log_study", SAT_NOW, minutes=90, subject="math", language="it")
other("I studied 1h30 of physics", "log_study", SAT_NOW, minutes=90, subject="physics", language="en")
other("ho studiato 40 minuti di geografia", "log_study", SAT_NOW, minutes=40, subject="geography", language="it")

other("show my progress", "stats", SAT_NOW, language="en")
other("mostra le statistiche", "stats", SAT_NOW, language="it")
other("stats", "stats", SAT_NOW)
other("how am I doing?", "stats", SAT_NOW, language="en")
other("come sto andando?", "stats", SAT_NOW, language="it")
other("i miei progressi in matematica", "stats", SAT_NOW, subject="math", language="it")
other("statistiche", "stats", SAT_NOW, language="it")
other("my progress in history", "stats", SAT_NOW, subject="history", language="en")

other("add card Capital of France :: Paris", "add_card", SAT_NOW, front="Capital of France", back="Paris", language="en")
other("aggiungi carta Capitale d'Italia :: Roma", "add_card", SAT_NOW, front="Capitale d'Italia", back="Roma", language="it")
other("new card H2O :: water", "add_card", SAT_NOW, front="H2O", back="water", language="en")
other("aggiungi una carta 7x8 :: 56", "add_card", SAT_NOW, front="7x8", back="56", language="it")

other("", "unknown", SAT_NOW)
other("   ", "unknown", SAT_NOW)
other("banana", "unknown", SAT_NOW)
other("asdfghjkl", "unknown", SAT_NOW)
other("ok", "unknown", SAT_NOW)
other("ciao", "unknown", SAT_NOW)
other("🙂", "unknown", SAT_NOW)
other("...", "unknown", SAT_NOW)

# The same utterances at every weekday of one week: "next" in the last days of a week, strictly-after rules.
week = ["2026-11-23T09:00", "2026-11-24T09:00", "2026-11-25T09:00", "2026-11-26T09:00", "2026-11-27T09:00",
        "2026-11-28T09:00", "2026-11-29T09:00"]
for now in week:
    add("next friday geography test", now, title="Geography test", subject="geography", kind="test",
        due=lambda n: in_next_week(n, FRI), language="en")
    add("compiti di scienze per sabato", now, title="Compiti di scienze", subject="science", kind="homework",
        due=lambda n: strictly_next(n, SAT), language="it")
    add("verifica di musica domenica prossima", now, title="Verifica di musica", subject="music", kind="test",
        due=lambda n: in_next_week(n, SUN), language="it")
    add("english homework this weekend", now, title="English homework", subject="english", kind="homework",
        due=weekend, language="en")
    add("ogni venerdì ripasso di storia", now, title="Ripasso di storia", subject="history", kind="study",
        due=lambda n: first_weekly(n, FRI), repeat="FREQ=WEEKLY;BYDAY=FR", language="it")

# Year end and February edges with the same phrases.
for now in (YEAR_END, NYE, FEB, LEAP, JAN31):
    add("history test on the 1st", now, title="History test", subject="history", kind="test",
        due=lambda n: day_of_month(n, 1), language="en")
    add("verifica di mate il 30", now, title="Verifica di mate", subject="math", kind="test",
        due=lambda n: day_of_month(n, 30), language="it")
    add("esame 2 marzo", now, title="Esame", kind="exam", due=lambda n: upcoming(n, 3, 2), language="it")
    add("exam Jan 10", now, title="Exam", kind="exam", due=lambda n: upcoming(n, 1, 10), language="en")


# --- Held out ------------------------------------------------------------------------------------
# Written after the parser had reached 100% on everything above, and run once before any change: 36 of 40
# were right. The four it got wrong ("need to" not dropped, "x" for "per", "fammi ripassare", "mostrami le
# mie statistiche") were fixed in the parser, not in these labels.
H = SAT_NOW
add("geometry homework for next tuesday", H, title="Geometry homework", subject="math", kind="homework", due=date(2026, 11, 24), language="en")
add("ricerca su Leopardi entro il 10 dicembre", H, title="Ricerca su Leopardi", subject="italian", kind="project", due=date(2026, 12, 10), language="it")
add("Compiti di fisica pag 78 es 5-9 per giovedì", H, title="Compiti di fisica pag 78 es 5-9", subject="physics", kind="homework", due=date(2026, 11, 26), language="it")
add("need to study the cell structure for the bio test on wednesday", H, title="Study the cell structure for the bio test", subject="science", kind="test", due=date(2026, 11, 25), language="en")
add("ripassare i verbi irregolari di inglese stasera", H, title="Ripassare i verbi irregolari di inglese", subject="english", kind="study", due=date(2026, 11, 21), language="it")
add("interrogazione di geografia sulle capitali europee lunedì prossimo alle 10", H, title="Interrogazione di geografia sulle capitali europee", subject="geography", kind="oral", due=date(2026, 11, 23), time="10:00", language="it")
add("read two chapters of the novel by the weekend", H, title="Read two chapters of the novel", kind="reading", due=date(2026, 11, 21), language="en")
add("progetto di tecnologia tra 3 settimane", H, title="Progetto di tecnologia", subject=None, kind="project", due=date(2026, 12, 12), language="it")
add("maths quiz tmrw", H, title="Maths quiz", subject="math", kind="test", due=date(2026, 11, 22), language="en")
add("compito di latino x venerdì", H, title="Compito di latino", kind="homework", due=date(2026, 11, 27), language="it")
add("verifica di mate 15/12 alle 8:30", H, title="Verifica di mate", subject="math", kind="test", due=date(2026, 12, 15), time="08:30", language="it")
add("esame di chimica il 20 gennaio", H, title="Esame di chimica", subject="science", kind="exam", due=date(2027, 1, 20), language="it")
add("presentation on the french revolution next thursday urgent", H, title="Presentation on the french revolution", subject="history", kind="project", due=date(2026, 11, 26), priority="high", language="en")
add("finire la relazione di laboratorio entro stasera!!", H, title="Finire la relazione di laboratorio", subject="science", kind="project", due=date(2026, 11, 21), priority="high", language="it")
add("english vocab every wednesday", H, title="English vocab", subject="english", due=date(2026, 11, 25), repeat="FREQ=WEEKLY;BYDAY=WE", language="en")
add("ogni martedì e venerdì allenamento", H, title="Allenamento", due=date(2026, 11, 24), repeat="FREQ=WEEKLY;BYDAY=TU,FR", language="it")
add("test di ascolto in inglese dopodomani", H, title="Test di ascolto in inglese", subject="english", kind="test", due=date(2026, 11, 23), language="it")
add("study for chemistry final in 2 weeks", H, title="Study for chemistry final", subject="science", kind="exam", due=date(2026, 12, 5), language="en")
other("ho finito la ricerca di storia", "complete_task", H, title="Ricerca di storia", subject="history", language="it")
other("finished geometry exercises", "complete_task", H, title="Geometry exercises", subject="math", language="en")
other("what homework do I have for friday?", "list_tasks", H, **{"from": "2026-11-27", "to": "2026-11-27", "language": "en"})
other("cosa c'è per mercoledì?", "list_tasks", H, **{"from": "2026-11-25", "to": "2026-11-25", "language": "it"})
other("quiz me on the periodic table", "quiz", H, subject="science", language="en")
other("fammi ripassare la geografia", "quiz", H, subject="geography", language="it")
other("I studied english for 30 mins", "log_study", H, minutes=30, subject="english", language="en")
other("ho studiato storia per 2 ore e mezza", "log_study", H, minutes=150, subject="history", language="it")
other("come posso organizzarmi meglio per gli esami?", "coach", H, language="it")
other("I'm really nervous about tomorrow's exam", "coach", H, language="en")
other("add subject Philosophy", "add_subject", H, name="Philosophy", language="en")
other("aggiungi materia Tecnologia", "add_subject", H, name="Tecnologia", language="it")
other("parla inglese per favore", "set_language", H, target="en", language="it")
other("mostrami le mie statistiche", "stats", H, language="it")
add("esercizi di algebra 3, 4 e 5 per lunedì", H, title="Esercizi di algebra 3, 4 e 5", subject="math", kind="homework", due=date(2026, 11, 23), language="it")
add("leggere il capitolo 10 per il 3 dicembre", H, title="Leggere il capitolo 10", kind="reading", due=date(2026, 12, 3), language="it")
add("science fair project due 12/1", H, title="Science fair project", subject="science", kind="project", due=date(2027, 1, 12), language="en")
other("verifica il 31/11", "unknown", H)
add("music concert rehearsal at 17:00 on saturday", H, title="Music concert rehearsal", subject="music", due=date(2026, 11, 28), time="17:00", language="en")
add('tema: "la mia estate" per mercoledì', H, title='Tema: "la mia estate"', kind="homework", due=date(2026, 11, 25), language="it")
add("chemistry lab report asap", H, title="Chemistry lab report", subject="science", kind="project", priority="high", due=None, language="en")
add("riassunto del libro di antologia settimana prossima", H, title="Riassunto del libro di antologia", subject="italian", due=date(2026, 11, 23), language="it")

out = Path(__file__).resolve().parent.parent / "Fixtures" / "nl" / "corpus.jsonl"
with out.open("w", encoding="utf-8") as f:
    for entry in entries:
        f.write(json.dumps(entry, ensure_ascii=False) + "\n")
langs = [e["expect"].get("language") for e in entries]
print(f"wrote {len(entries)} entries to {out} (it {langs.count('it')}, en {langs.count('en')})")
