#!/usr/bin/env python3
"""Writes Fixtures/nl/progress.jsonl: how students tell Diario what they studied, ask how they are doing, and set
goals (issue 14). Written by hand before the parser learned these families, each with the reading a student means;
the script only writes them as JSON Lines. Run it from the repository root.

Fields beyond those of corpus.jsonl: `started` (local HH:MM a typed session began, when the sentence says), `period`
(week, month or term of a stats request), `targets` (a goal's targets in typed order, `metric[:subject]=amount`,
minutes for time) and `term` (the kind of term a goal names: term, trimestre, quadrimestre)."""
import json

MON = "2026-11-23T18:00"  # a Monday evening

E = []


def add(text, now=MON, **expect):
    E.append({"text": text, "now": now, "expect": expect})


def study(text, **expect):
    add(text, intent="log_study", **expect)


def stats(text, **expect):
    add(text, intent="stats", **expect)


def goal(text, **expect):
    add(text, intent="set_goal", **expect)


# --- Study time typed in words -----------------------------------------------------------------------------------
study("ho studiato storia dalle 15 alle 16", subject="history", minutes=60, started="15:00")
study("studiato chimica dalle 14:30 alle 16", subject="science", minutes=90, started="14:30")
study("I studied math from 3 to 4:30pm", subject="math", minutes=90, started="15:00")
study("studied geography from 9 to 10 this morning", subject="geography", minutes=60, started="09:00")
study("did an hour and a half of chemistry", subject="science", minutes=90)
study("did 40 minutes of music theory", subject="music", minutes=40)
study("fatto un'ora di inglese", subject="english", minutes=60)
study("ho fatto 20 minuti di geografia", subject="geography", minutes=20)
study("ho ripassato biologia per tre quarti d'ora", subject="science", minutes=45)
study("I spent two hours on physics", subject="physics", minutes=120)
study("ho passato due ore su matematica", subject="math", minutes=120)
study("studied art history for 25 min", subject="art", minutes=25)
study("ho studiato arte un'ora e un quarto", subject="art", minutes=75)
study("worked on my english essay for an hour", subject="english", minutes=60)

# --- How am I doing, and over which stretch ----------------------------------------------------------------------
stats("come sto andando?", period="week")
stats("come vado questo mese?", period="month")
stats("how much did I study this week?", period="week")
stats("how much have I studied this month", period="month")
stats("quanto ho studiato questa settimana?", period="week")
stats("quanto ho studiato questo mese", period="month")
stats("come sto andando in questo trimestre?", period="term")
stats("how am I doing this term?", period="term")
stats("show my progress", period="week")
stats("i miei progressi del mese", period="month")
stats("com'è la mia serie?", period="week")
stats("what's my streak?", period="week")

# --- Goals, typed in words ---------------------------------------------------------------------------------------
goal("obiettivo: 40 ore di matematica questo trimestre", targets="minutes_studied:math=2400", term="trimestre")
goal("goal: 40 hours of math and 300 cards this term", targets="minutes_studied:math=2400,cards_reviewed=300",
     term="term")
goal("obiettivo 300 carte questo quadrimestre", targets="cards_reviewed=300", term="quadrimestre")
goal("my goal is 20 hours of history this term", targets="minutes_studied:history=1200", term="term")
goal("voglio fare 30 ore di inglese e 200 carte questo trimestre",
     targets="minutes_studied:english=1800,cards_reviewed=200", term="trimestre")
goal("goal: 25 tasks done this term", targets="tasks_completed=25", term="term")
goal("obiettivo: 90% nei quiz questo trimestre", targets="quiz_accuracy=90", term="trimestre")
goal("obiettivo: 15 ore di studio questo trimestre", targets="minutes_studied=900", term="trimestre")

# --- Lines that only look like these stay what they are ----------------------------------------------------------
add("verifica sul progresso scientifico venerdì", intent="add_task", due="2026-11-27")
add("study for the physics test from 3 to 4 tomorrow", intent="add_task", subject="physics", due="2026-11-24")
add("obiettivi del romanzo per la relazione di lunedì", intent="add_task", due="2026-11-30")

with open("Fixtures/nl/progress.jsonl", "w", encoding="utf-8") as out:
    for entry in E:
        out.write(json.dumps(entry, ensure_ascii=False) + "\n")
print(len(E), "entries")
