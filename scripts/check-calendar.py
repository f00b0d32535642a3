#!/usr/bin/env python3
"""The calendar tests' peer: reads what `diario calendar export` writes with PyPI's `icalendar`, and talks to a CalDAV
server with PyPI's `caldav` (SchoolYear tests; never used by Diario itself).

Usage:
  check-calendar.py parse FILE.ics              one JSON line per component (type, uid, summary, start, due, rrule,
                                                exdates, tzid); exits 1 when the file does not parse
  check-calendar.py make URL USER PASSWORD NAME creates a calendar collection and prints its URL
  check-calendar.py read URL USER PASSWORD      one JSON line per event or to-do in the collection at URL
  check-calendar.py tick URL USER PASSWORD UID  marks the to-do UID completed, as a phone does
  check-calendar.py delete URL USER PASSWORD UID  deletes the item UID, as a phone does"""
import json
import sys

import icalendar


def describe(component):
    start = component.get("DTSTART")
    due = component.get("DUE")
    rrule = component.get("RRULE")
    exdates = component.get("EXDATE")
    if exdates is not None and not isinstance(exdates, list):
        exdates = [exdates]
    return {
        "type": component.name,
        "uid": str(component.get("UID")),
        "summary": str(component.get("SUMMARY")),
        "start": start.dt.isoformat() if start is not None else None,
        "due": due.dt.isoformat() if due is not None else None,
        "tzid": (start or due).params.get("TZID") if (start or due) is not None else None,
        "rrule": rrule.to_ical().decode() if rrule is not None else None,
        "exdates": sorted(d.dt.date().isoformat() if hasattr(d.dt, "date") else d.dt.isoformat()
                          for group in (exdates or []) for d in group.dts),
        "status": str(component.get("STATUS")) if component.get("STATUS") is not None else None,
    }


def parse(path):
    calendar = icalendar.Calendar.from_ical(open(path, "rb").read())
    for component in calendar.walk():
        if component.name in ("VEVENT", "VTODO"):
            print(json.dumps(describe(component), sort_keys=True))
    zones = [c for c in calendar.walk() if c.name == "VTIMEZONE"]
    print(json.dumps({"type": "VTIMEZONE", "count": len(zones), "tzid": str(zones[0].get("TZID")) if zones else None}))


def client(url, user, password):
    import caldav
    return caldav.DAVClient(url=url, username=user, password=password)


def make(url, user, password, name):
    principal = client(url, user, password).principal()
    calendar = principal.make_calendar(name=name, supported_calendar_component_set=["VEVENT", "VTODO"])
    print(str(calendar.url))


def read(url, user, password):
    import caldav
    calendar = caldav.Calendar(client=client(url, user, password), url=url)
    for item in calendar.events() + calendar.todos(include_completed=True):
        for component in icalendar.Calendar.from_ical(item.data).walk():
            if component.name in ("VEVENT", "VTODO"):
                print(json.dumps(describe(component), sort_keys=True))


def find(url, user, password, uid):
    import caldav
    calendar = caldav.Calendar(client=client(url, user, password), url=url)
    for item in calendar.events() + calendar.todos(include_completed=True):
        for component in icalendar.Calendar.from_ical(item.data).walk():
            if component.name in ("VEVENT", "VTODO") and str(component.get("UID")) == uid:
                return item
    sys.exit("no item " + uid)


def tick(url, user, password, uid):
    item = find(url, user, password, uid)
    item.complete()


def delete(url, user, password, uid):
    find(url, user, password, uid).delete()


if __name__ == "__main__":
    command, arguments = sys.argv[1], sys.argv[2:]
    {"parse": parse, "make": make, "read": read, "tick": tick, "delete": delete}[command](*arguments)
