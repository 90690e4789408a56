"""Exit statuses and hostile protocol input, on raw pipes: bytes no client library would send."""
import json
import os
import subprocess
import time

import pytest
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from conftest import DILINT


async def test_shutdown_then_exit_ends_with_status_0(tmp_path):
    client = await ClientServerConfig(server_command=[DILINT, "lsp"]).start()
    await client.initialize_session(types.InitializeParams(capabilities=types.ClientCapabilities(), root_uri=tmp_path.as_uri()))
    await client.shutdown_session()
    assert client._server.returncode == 0
    await client.stop()


class RawServer:
    """`dilint lsp` on pipes, written to byte by byte as a test wants."""

    def __init__(self):
        self.process = subprocess.Popen([DILINT, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.next_id = 1

    def write(self, data: bytes):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def send(self, message: dict):
        body = json.dumps(message).encode()
        self.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def read(self) -> dict:
        length = None
        while True:
            line = self.process.stdout.readline()
            assert line, "the server closed its output"
            if line == b"\r\n":
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def request(self, method: str, params=None) -> dict:
        request_id = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params or {}})
        while True:
            message = self.read()
            if message.get("id") == request_id:
                return message

    def read_error(self) -> int:
        while True:
            message = self.read()
            if "error" in message:
                return message["error"]["code"]

    def exit_status(self, timeout=30) -> int:
        self.process.stdin.close()
        return self.process.wait(timeout=timeout)


@pytest.fixture
def raw(tmp_path):
    server = RawServer()
    reply = server.request("initialize", {"processId": None, "rootUri": tmp_path.as_uri(), "capabilities": {}})
    assert "capabilities" in reply["result"]
    server.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    yield server
    if server.process.poll() is None:
        server.process.kill()
        server.process.wait()


def still_answers(server: RawServer):
    reply = server.request("textDocument/hover", {"textDocument": {"uri": "file:///nowhere.swift"},
                                                  "position": {"line": 0, "character": 0}})
    assert reply["result"] is None


def test_exit_without_shutdown_is_status_1(raw):
    raw.send({"jsonrpc": "2.0", "method": "exit"})
    assert raw.process.wait(timeout=30) == 1


def test_input_ending_without_shutdown_is_status_1(raw):
    assert raw.exit_status() == 1


def test_requests_before_initialize_are_refused():
    server = RawServer()
    assert server.request("textDocument/hover", {})["error"]["code"] == -32002
    server.send({"jsonrpc": "2.0", "method": "exit"})
    assert server.process.wait(timeout=30) == 1


@pytest.mark.parametrize("data, code", [
    (b"Content-Type: application/json\r\n\r\n", -32700),  # no Content-Length
    (b"Content-Length: lots\r\n\r\n", -32700),  # not a number
    (b"Content-Length: 5\r\n\r\n{oops", -32700),  # invalid JSON
    (b"Content-Length: 4\r\n\r\n[1,2", -32700),  # truncated JSON
    (b"Content-Length: 2\r\n\r\n[]", -32600),  # not an object
    (b'Content-Length: 42\r\n\r\n{"jsonrpc":"2.0","id":7,"method":"nope/x"}', -32601),  # unknown method
    (b'Content-Length: 38\r\n\r\n{"jsonrpc":"2.0","id":true,"method":1}', -32600),  # wrong types
    (b'Content-Length: 66\r\n\r\n{"jsonrpc":"2.0","id":8,"method":"textDocument/hover","params":{}}', -32602),
    (b"Content-Length: 99999999999999\r\n\r\n", -32700),  # over the limit
])
def test_hostile_input_gets_a_protocol_error_and_the_server_answers_the_next_request(raw, data, code):
    raw.write(data)
    assert raw.read_error() == code
    still_answers(raw)


def test_a_short_length_and_a_long_length_are_survived(raw):
    body = json.dumps({"jsonrpc": "2.0", "id": 99, "method": "nope/x"}).encode()
    raw.write(b"Content-Length: 10\r\n\r\n" + body)  # the rest of the body is junk before the next header
    assert raw.read_error() == -32700
    still_answers(raw)
    raw.write(b"Content-Length: %d\r\n\r\n" % (len(body) + 30) + body)  # swallows the next header's start
    still_answers(raw)


def test_unknown_notifications_are_ignored(raw):
    raw.send({"jsonrpc": "2.0", "method": "$/unknownThing", "params": {}})
    raw.send({"jsonrpc": "2.0", "method": "made/up", "params": [1, 2]})
    still_answers(raw)


def test_garbage_bytes_do_not_stop_the_server(raw):
    raw.write(os.urandom(4096).replace(b"\r\n\r\n", b"....") + b"\r\n\r\n")
    assert raw.read_error() == -32700
    still_answers(raw)
    raw.send({"jsonrpc": "2.0", "id": 50, "method": "shutdown"})
    assert raw.read()["id"] == 50
    raw.send({"jsonrpc": "2.0", "method": "exit"})
    assert raw.process.wait(timeout=30) == 0
