"""The acceptance lines of the editor integration, with a real LSP client (pytest-lsp/pygls)."""
from lsprotocol import types

from conftest import PROTOCOL, SINGLETON, codes, diagnostics, open_document, replace_all, uri

DOCS = "https://github.com/dilint/dilint/blob/main/Rules/"


async def test_singleton_gets_a_diagnostic_with_code_and_link_and_clears_when_edited_away(client, workspace):
    feed = uri(workspace, "Feed.swift")
    open_document(client, feed, SINGLETON)
    found = await diagnostics(client, feed, lambda d: "singleton_access" in codes(d))
    access = next(d for d in found if d.code == "singleton_access")
    assert access.code_description.href == DOCS + "singleton_access.md"
    assert access.severity == types.DiagnosticSeverity.Warning
    assert access.source == "dilint"
    assert (access.range.start.line, access.range.start.character) == (6, 26)
    assert (access.range.end.line, access.range.end.character) == (6, 32)
    declaration = next(d for d in found if d.code == "singleton_declaration")
    assert declaration.code_description.href == DOCS + "singleton_declaration.md"

    replace_all(client, feed, SINGLETON.replace("Network.shared.get()", "network.get()"), version=2)
    await diagnostics(client, feed, lambda d: "singleton_access" not in codes(d))


async def test_unsaved_text_is_what_is_linted(client, workspace):
    path = workspace / "Sources" / "Feed.swift"
    path.write_text("final class Feed {}\n")  # the disk holds a clean file
    feed = path.as_uri()
    open_document(client, feed, "final class Feed {}\n")
    await diagnostics(client, feed, lambda d: len(d) == 0)
    replace_all(client, feed, SINGLETON, version=2)  # never saved
    await diagnostics(client, feed, lambda d: "singleton_access" in codes(d))
    assert path.read_text() == "final class Feed {}\n"


async def test_a_second_conformer_in_another_open_document_clears_the_first(client, workspace):
    loading = uri(workspace, "Loading.swift")
    open_document(client, loading, PROTOCOL)
    await diagnostics(client, loading, lambda d: codes(d) == ["single_implementation_protocol"])
    mock = uri(workspace, "MockLoader.swift")
    open_document(client, mock, "final class Placeholder {}\n")
    replace_all(client, mock, "final class MockLoader: Loading {\n    func load() {}\n}\n", version=2)
    await diagnostics(client, loading, lambda d: len(d) == 0)
    # Taken away again (unsaved), the finding comes back.
    replace_all(client, mock, "final class MockLoader {}\n", version=3)
    await diagnostics(client, loading, lambda d: codes(d) == ["single_implementation_protocol"])


async def test_code_action_inserts_a_suppression_that_silences_the_finding(client, workspace):
    feed = uri(workspace, "Feed.swift")
    open_document(client, feed, SINGLETON)
    found = await diagnostics(client, feed, lambda d: "singleton_access" in codes(d))
    access = next(d for d in found if d.code == "singleton_access")
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=feed), range=access.range,
        context=types.CodeActionContext(diagnostics=[access])))
    action = next(a for a in actions if "singleton_access" in a.title)
    assert action.kind == types.CodeActionKind.QuickFix
    edits = action.edit.changes[feed]
    assert len(edits) == 1
    assert edits[0].new_text == "    // dilint:disable:next singleton_access - REASON\n"
    assert (edits[0].range.start.line, edits[0].range.start.character) == (6, 0)
    # Apply the edit as an editor would: an incremental change.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=feed, version=2),
        content_changes=[types.TextDocumentContentChangePartial(range=edits[0].range, text=edits[0].new_text)]))
    after = await diagnostics(client, feed, lambda d: "singleton_access" not in codes(d))
    assert "superfluous_suppression" not in codes(after)


async def test_code_action_removes_an_unused_suppression(client, workspace):
    text = "final class A {\n    // dilint:disable:next singleton_access - old\n    func f() {}\n}\n"
    document = uri(workspace, "A.swift")
    open_document(client, document, text)
    found = await diagnostics(client, document, lambda d: codes(d) == ["superfluous_suppression"])
    assert list(found[0].tags) == [types.DiagnosticTag.Unnecessary]
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=document), range=found[0].range,
        context=types.CodeActionContext(diagnostics=found)))
    edit = actions[0].edit.changes[document][0]
    assert edit.new_text == ""
    assert (edit.range.start.line, edit.range.start.character, edit.range.end.line, edit.range.end.character) == (1, 0, 2, 0)


async def test_hover_shows_the_rules_explanation(client, workspace):
    feed = uri(workspace, "Feed.swift")
    open_document(client, feed, SINGLETON)
    await diagnostics(client, feed, lambda d: "singleton_access" in codes(d))
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=feed), position=types.Position(line=6, character=28)))
    assert hover.contents.kind == types.MarkupKind.Markdown
    assert "# singleton_access" in hover.contents.value
    assert "## Why it matters" in hover.contents.value
    assert DOCS + "singleton_access.md" in hover.contents.value
    nothing = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=feed), position=types.Position(line=4, character=0)))
    assert nothing is None


async def test_non_ascii_lines_get_utf16_ranges(client, workspace):
    feed = uri(workspace, "Feed.swift")
    text = SINGLETON.replace("func load() { Network", "func load() { _ = \"é😀\"; Network")
    open_document(client, feed, text)
    found = await diagnostics(client, feed, lambda d: "singleton_access" in codes(d))
    access = next(d for d in found if d.code == "singleton_access")
    line = text.splitlines()[6]
    start = line.index(".shared") + 1
    assert access.range.start.character == len(line[:start].encode("utf-16-le")) // 2


async def test_a_saved_configuration_change_re_lints(client, workspace):
    feed = uri(workspace, "Feed.swift")
    open_document(client, feed, SINGLETON)
    await diagnostics(client, feed, lambda d: "singleton_access" in codes(d))
    config = workspace / ".dilint.json"
    config.write_text('{"rules": {"singleton_access": {"enabled": false}, "singleton_declaration": "on"}}')
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=config.as_uri(), type=types.FileChangeType.Created)]))
    await diagnostics(client, feed, lambda d: "singleton_access" not in codes(d) and "singleton_declaration" in codes(d))
    config.write_text('{"rules": {}}')
    client.text_document_did_save(types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=config.as_uri())))
    await diagnostics(client, feed, lambda d: "singleton_access" in codes(d))


async def test_a_10_mb_document_and_1000_rapid_changes_are_handled(client, workspace):
    big = uri(workspace, "Big.swift")
    # 10 MB of comment lines (the message's size is the point), then code with a finding.
    body = "// generated: é😀 " + "x" * 80 + "\n"
    text = body * (10_000_000 // len(body.encode()) + 1) + SINGLETON
    assert len(text.encode()) > 10_000_000
    open_document(client, big, text)
    feed = uri(workspace, "Feed.swift")
    open_document(client, feed, "final class Feed {}\n")
    for version in range(2, 1002):
        text = SINGLETON if version == 1001 else f"final class Feed {{ let n{version} = {version} }}\n"
        replace_all(client, feed, text, version=version)
    await diagnostics(client, feed, lambda d: "singleton_access" in codes(d), timeout=120)
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=feed), position=types.Position(line=6, character=28)))
    assert "singleton_access" in hover.contents.value
    found = await diagnostics(client, big, lambda d: "singleton_access" in codes(d), timeout=120)
    lines = 10_000_000 // len(body.encode()) + 1
    assert next(d for d in found if d.code == "singleton_access").range.start.line == lines + 6
