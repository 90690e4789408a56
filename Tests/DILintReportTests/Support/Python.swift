import DILintTestSupport
import Foundation
import Testing

/// Checks that need a real JSON Schema validator or XML parser run Python 3 with the
/// `jsonschema` package, from the test tools' environment (`TestTools`, installed on first
/// use). They fail, never skip, when it cannot be installed.
enum Python {
    struct Outcome {
        var status: Int32
        var output: String
        var errors: String
    }

    static let installHint = "these tests need the test tools of Tests/requirements.txt (TestTools)"

    /// `validate SCHEMA INSTANCE [--check-schema]`: validates with the validator class the
    /// schema's `$schema` names (draft-04, draft 2020-12, …) and checks formats it knows;
    /// `--check-schema` also checks the schema against its meta-schema. `xml FILE`: parses the
    /// file and prints its elements as JSON. `sha256 FILE`: prints the digest.
    static let script = #"""
        import hashlib, json, sys
        mode, path = sys.argv[1], sys.argv[2]
        if mode == "sha256":
            print(hashlib.sha256(open(path, "rb").read()).hexdigest())
            sys.exit(0)
        if mode == "xml":
            import xml.etree.ElementTree as ET
            def element(e):
                return {"tag": e.tag, "attributes": dict(e.attrib), "children": [element(c) for c in e]}
            print(json.dumps(element(ET.parse(path).getroot())))
            sys.exit(0)
        try:
            import jsonschema
        except ImportError:
            print("python3 has no jsonschema module: pip install jsonschema", file=sys.stderr)
            sys.exit(3)
        schema = json.load(open(path, encoding="utf-8"))
        instance = json.load(open(sys.argv[3], encoding="utf-8"))
        cls = jsonschema.validators.validator_for(schema)
        if "--check-schema" in sys.argv:
            cls.check_schema(schema)
        validator = cls(schema, format_checker=jsonschema.FormatChecker())
        errors = sorted(validator.iter_errors(instance), key=lambda e: list(map(str, e.absolute_path)))
        for e in errors:
            print("/" + "/".join(map(str, e.absolute_path)) + ": " + e.message)
        print(cls.__name__, "errors:", len(errors))
        sys.exit(1 if errors else 0)
        """#

    static func run(_ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try TestTools.python())
        process.arguments = ["-c", script] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
            errors: String(decoding: errData, as: UTF8.self))
    }

    /// Records an issue unless `instance` validates against the schema at `schema`.
    static func expectValid(
        _ instance: [UInt8], schema: URL, checkingSchema: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-report-\(UUID().uuidString).json")
        try Data(instance).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try run(["validate", schema.path, file.path] + (checkingSchema ? ["--check-schema"] : []))
        switch outcome.status {
        case 0: return
        case 1: Issue.record("not valid against \(schema.lastPathComponent):\n\(outcome.output)", sourceLocation: sourceLocation)
        case 3, 127: Issue.record("\(installHint)\n\(outcome.errors)", sourceLocation: sourceLocation)
        default:
            Issue.record(
                "python3 failed (\(outcome.status)); \(installHint)\n\(outcome.output)\(outcome.errors)",
                sourceLocation: sourceLocation)
        }
    }

    /// The output of a mode that must succeed (`xml`, `sha256`); records an issue and returns nil otherwise.
    static func output(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String? {
        let outcome = try run(arguments)
        guard outcome.status == 0 else {
            Issue.record(
                "python3 \(arguments.first ?? "") failed (\(outcome.status)); \(installHint)\n\(outcome.errors)",
                sourceLocation: sourceLocation)
            return nil
        }
        return outcome.output
    }
}
