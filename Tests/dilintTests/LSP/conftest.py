"""Shared set-up of the suites that drive the real `dilint lsp` binary (path in $DILINT)."""
import asyncio
import os
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

DILINT = os.environ.get("DILINT", "dilint")
PUBLISH = types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS

SINGLETON = """final class Network {
    static let shared = Network()
    func get() {}
}

final class Feed {
    func load() { Network.shared.get() }
}
"""

PROTOCOL = """protocol Loading {
    func load()
}

final class RemoteLoader: Loading {
    func load() {}
}
"""


@pytest.fixture
def workspace(tmp_path: pathlib.Path) -> pathlib.Path:
    (tmp_path / "Sources").mkdir()
    (tmp_path / "Sources" / "Loading.swift").write_text(PROTOCOL)
    # single_implementation_protocol, the cross-file rule the tests watch, is opt-in, and so is
    # singleton_declaration, the finding beside SINGLETON's singleton_access.
    (tmp_path / ".dilint.json").write_text('{"rules": {"single_implementation_protocol": "on", "singleton_declaration": "on"}}')
    return tmp_path


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[DILINT, "lsp"]))
async def client(lsp_client: LanguageClient, workspace: pathlib.Path):
    # What an editor does with the server's request to watch files: record it and accept.
    lsp_client.registrations = []

    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        lsp_client.registrations.extend(params.registrations)

    capabilities = types.ClientCapabilities(
        workspace=types.WorkspaceClientCapabilities(
            did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=True)))
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=capabilities,
        workspace_folders=[types.WorkspaceFolder(uri=workspace.as_uri(), name="app")]))
    yield
    await lsp_client.shutdown_session()


def uri(workspace: pathlib.Path, name: str) -> str:
    return (workspace / "Sources" / name).as_uri()


def open_document(client: LanguageClient, document_uri: str, text: str, version: int = 1) -> None:
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=document_uri, language_id="swift", version=version, text=text)))


def replace_all(client: LanguageClient, document_uri: str, text: str, version: int) -> None:
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=document_uri, version=version),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))


async def diagnostics(client: LanguageClient, document_uri: str, predicate, timeout: float = 30.0):
    """The diagnostics of `document_uri` once `predicate` holds for them (waits for publications)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        current = client.diagnostics.get(document_uri)
        if current is not None and predicate(current):
            return current
        remaining = deadline - loop.time()
        if remaining <= 0:
            raise AssertionError(f"no diagnostics for {document_uri} matched; last: {current}")
        try:
            await asyncio.wait_for(client.wait_for_notification(PUBLISH), remaining)
        except asyncio.TimeoutError:
            pass


def codes(found) -> list:
    return [d.code for d in found]
