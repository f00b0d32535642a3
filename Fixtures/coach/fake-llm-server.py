#!/usr/bin/env python3
"""A small OpenAI-compatible chat server for Diario's coach tests (Python standard library only).

Started by the tests on 127.0.0.1 with port 0; prints the port it got on its first line. With a certificate and
key as third and fourth arguments it speaks HTTPS. It also serves as an HTTP proxy: a request line with an
absolute URL is answered the same way. The model name in the
request picks the behaviour: long, slow, split, json, 500, flaky500, 429, 429date, 401, stall, cut, malformed,
tool, tool_cards, tool_list, tool_quiz, tool_unknown, intent_<name> (the JSON {"intent": name}), echo (anything
else); "auto" takes the behaviour from the
first word of the last user message (for a REPL test that needs several). A PUT (a calendar pushed to it) is
answered with the status its path's first segment names ("/500/…"), 201 otherwise. Every request body (and whether an
Authorization header came) is appended as one JSON line to the file named by the second argument, when given."""
import base64
import json
import os
import ssl
import sys
import threading
import time
from email.utils import formatdate
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

LOG = sys.argv[2] if len(sys.argv) > 2 else None
COUNTS = {}


def chunk(text=None, finish=None, tool=None):
    delta = {}
    if text is not None:
        delta["content"] = text
    if tool is not None:
        delta["tool_calls"] = [tool]
    return "data: " + json.dumps({"choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}) + "\n\n"


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def start_stream(self):
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Connection", "close")
        self.end_headers()

    def send_raw(self, data, pause=0.0):
        self.wfile.write(data if isinstance(data, bytes) else data.encode())
        self.wfile.flush()
        if pause:
            time.sleep(pause)

    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        body = json.loads(self.rfile.read(length) or b"{}")
        if LOG:
            with open(LOG, "a") as log:
                log.write(json.dumps({"body": body, "authorized": "Authorization" in self.headers}) + "\n")
        model = body.get("model", "long")
        if model == "auto":
            users = [m for m in body.get("messages", []) if m.get("role") == "user"]
            model = (users[-1]["content"].split() or ["echo"])[0] if users else "echo"
        COUNTS[model] = COUNTS.get(model, 0) + 1
        self.close_connection = True
        if model == "long":
            self.start_stream()
            self.send_raw(": a comment the client must ignore\n\n")
            for i in range(200):
                self.send_raw(chunk(f"parola{i} "), 0.002)
            self.send_raw(chunk(finish="stop"))
            self.send_raw("data: [DONE]\n\n")
        elif model == "split":
            self.start_stream()
            whole = ("data: " + json.dumps({"choices": [{"delta": {"content": "Perché "}}]}, ensure_ascii=False)
                     + "\r\n\r\n"
                     + "data: {\"choices\": [{\"delta\":\r\ndata: {\"content\": \"è bello 🙂\"}}]}\r\n\r\n"
                     + ": keep-alive\r\n"
                     + "event: message\r\n" + chunk(finish="stop").replace("\n", "\r\n")
                     + "data: [DONE]\r\n\r\n").encode()
            # Cut in awkward places: inside "data:", between CR and LF, inside the UTF-8 of "è" and of the emoji.
            cuts = sorted({3, whole.index(b"\r\n") + 1, whole.index("è".encode()) + 1,
                           whole.index("🙂".encode()) + 2, len(whole) - 5})
            start = 0
            for cut in cuts + [len(whole)]:
                self.send_raw(whole[start:cut], 0.02)
                start = cut
        elif model in ("outline", "cards", "garbage"):
            # Answers for study material: an outline wrapped in a code fence, cards (one of them empty, to be
            # dropped), or prose that is no JSON at all (the offline reading must stand).
            answers = {
                "outline": '```json\n{"title": "La Rivoluzione", "nodes": [{"text": "Cause", "children": '
                           '[{"text": "Debito pubblico"}, {"text": "Carestia"}]}, {"text": "1789"}]}\n```',
                "cards": '[{"front": "Quando fu presa la Bastiglia?", "back": "Il 14 luglio 1789"}, '
                         '{"front": "", "back": "vuota"}]',
                "garbage": "Ecco la mappa che volevi: Cause, poi 1789.",
            }
            self.start_stream()
            self.send_raw(chunk(answers[model]))
            self.send_raw(chunk(finish="stop"))
            self.send_raw("data: [DONE]\n\n")
        elif model.startswith("intent_"):
            # The third reader: the intent named after "intent_", as the JSON its schema asks for.
            self.start_stream()
            self.send_raw(chunk(json.dumps({"intent": model[len("intent_"):]})))
            self.send_raw(chunk(finish="stop"))
            self.send_raw("data: [DONE]\n\n")
        elif model == "json":
            answer = json.dumps({"choices": [{"index": 0, "message": {"role": "assistant",
                                 "content": "Risposta intera, non a pezzi."}, "finish_reason": "stop"}]}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(answer)))
            self.end_headers()
            self.send_raw(answer)
        elif model == "500" or (model == "flaky500" and COUNTS[model] == 1):
            self.send_error_body(500, "boom")
        elif model == "429" and COUNTS[model] == 1:
            self.send_error_body(429, "slow down", retry_after="1")
        elif model in ("429", "flaky500"):
            self.start_stream()
            self.send_raw(chunk("Eccomi, dopo l'attesa."))
            self.send_raw(chunk(finish="stop"))
            self.send_raw("data: [DONE]\n\n")
        elif model == "keepalive":
            # Bytes for ever, but never the end of the answer: only a whole-answer timeout stops it.
            self.start_stream()
            self.send_raw(chunk("Un momento... "))
            for _ in range(240):
                self.send_raw(": keep-alive\n\n", 0.25)
        elif model == "echo_key":
            # The key sent back altered: in base64, in upper case, cut.
            key = self.headers.get("Authorization", "").replace("Bearer ", "")
            altered = (base64.b64encode(key.encode()).decode() + " " + key.upper() + " " + key[:18] + " "
                       + " ".join(key) + " " + key[-9:] + " " + "".join("%%%02X" % ord(c) for c in key) + " "
                       + "".join("&#%d;" % ord(c) for c in key))
            self.send_error_body(401, "Bad key " + altered)
        elif model == "escapes":
            self.start_stream()
            self.send_raw(chunk("Copia\x1b]52;c;aGk=\x07 questo \x1b[2J\x9b31m fatto"))
            self.send_raw(chunk(finish="stop"))
            self.send_raw("data: [DONE]\n\n")
        elif model == "stall":
            self.start_stream()
            self.send_raw(chunk("Inizio e poi "), 60)
        elif model == "cut":
            self.start_stream()
            self.send_raw(chunk("Una risposta che "), 0.05)
            self.send_raw(chunk("si interrompe"), 0.05)
            self.wfile.flush()
            self.connection.shutdown(2)
        elif model == "malformed":
            self.start_stream()
            self.send_raw(chunk("Prima parte "), 0.05)
            self.send_raw("data: {\"choices\": [{\"delta\": {\"content\": \"rotto\"\n\n")
            self.send_raw(chunk(finish="stop"))
        elif model == "slow":
            self.start_stream()
            for i in range(40):
                self.send_raw(chunk(f"lento{i} "), 0.15)
            self.send_raw(chunk(finish="stop"))
            self.send_raw("data: [DONE]\n\n")
        elif model == "401":
            key = self.headers.get("Authorization", "").replace("Bearer ", "")
            self.send_error_body(401, f"Incorrect API key provided: {key}")
        elif model == "429date" and COUNTS[model] == 1:
            self.send_error_body(429, "slow down", retry_after=formatdate(time.time() + 2, usegmt=True))
        elif model == "429date":
            self.start_stream()
            self.send_raw(chunk("Eccomi, dopo l'attesa."))
            self.send_raw(chunk(finish="stop"))
            self.send_raw("data: [DONE]\n\n")
        elif model.startswith("tool"):
            self.start_stream()
            self.send_raw(chunk("Ti propongo di segnarlo. "))
            name, arguments = {
                "tool": ("add_task", {"text": "ripasso di fisica per giovedì"}),
                "tool_cards": ("create_cards", {"subject": "fisica", "cards": [
                    {"front": "Unità della forza", "back": "newton"},
                    {"front": "Seconda legge di Newton", "back": "F = m · a"}]}),
                "tool_list": ("list_tasks", {"range": "week"}),
                "tool_quiz": ("start_quiz", {"subject": "storia"}),
                "tool_unknown": ("launch_rocket", {}),
            }[model]
            arguments = json.dumps(arguments, ensure_ascii=False)
            self.send_raw(chunk(tool={"index": 0, "id": "call_1", "type": "function",
                                      "function": {"name": name, "arguments": arguments[:12]}}))
            self.send_raw(chunk(tool={"index": 0, "function": {"arguments": arguments[12:]}}))
            self.send_raw(chunk(finish="tool_calls"))
            self.send_raw("data: [DONE]\n\n")
        else:  # echo: the last user message back
            self.start_stream()
            last = [m for m in body.get("messages", []) if m.get("role") == "user"][-1]["content"]
            self.send_raw(chunk("Hai scritto: " + last))
            self.send_raw(chunk(finish="stop"))
            self.send_raw("data: [DONE]\n\n")

    def send_error_body(self, status, message, retry_after=None):
        data = json.dumps({"error": {"message": message}}).encode()
        self.send_response(status)  # with a Date header, which an HTTP-date Retry-After is measured from
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        if retry_after:
            self.send_header("Retry-After", retry_after)
        self.end_headers()
        self.send_raw(data)

    def do_GET(self):
        if LOG:
            with open(LOG, "a") as log:
                log.write(json.dumps({"get": self.path, "authorized": "Authorization" in self.headers}) + "\n")
        data = json.dumps({"object": "list", "data": [{"id": "long"}, {"id": "echo"}, {"id": "tool"}]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.send_raw(data)

    def do_PUT(self):
        length = int(self.headers.get("Content-Length", "0"))
        self.rfile.read(length)
        first = self.path.strip("/").split("/")[0]
        status = int(first) if first.isdigit() else 201
        if LOG:
            with open(LOG, "a") as log:
                log.write(json.dumps({"put": self.path, "status": status}) + "\n")
        self.send_response(status)
        self.send_header("Content-Length", "0")
        self.end_headers()


def exit_when_parent_goes():
    """The test that started the server holds its standard input open; end of input means it is gone."""
    sys.stdin.read()
    os._exit(0)


server = ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1]) if len(sys.argv) > 1 else 0), Handler)
server.daemon_threads = True
if len(sys.argv) > 4:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(sys.argv[3], sys.argv[4])
    server.socket = context.wrap_socket(server.socket, server_side=True)
threading.Thread(target=exit_when_parent_goes, daemon=True).start()
print(server.server_address[1], flush=True)
server.serve_forever()
