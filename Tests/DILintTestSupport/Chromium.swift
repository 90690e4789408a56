import Foundation

/// A real headless Chromium (Debian's `chromium`, installed by `SystemPackages.executable` when
/// missing) driven over the DevTools protocol by `Tests/Browser/cdp.py` (standard library
/// only): a page is loaded, expressions are evaluated in it, every request it makes and every
/// Content Security Policy violation is recorded, and a screenshot can be taken.
public enum Chromium {
    /// What one page load gave.
    public struct Page {
        /// Every URL the page requested, itself included.
        public var requests: [String]
        /// `blockedURI directive` of each CSP violation.
        public var violations: [String]
        /// Uncaught exceptions and `console.error` calls.
        public var errors: [String]
        /// The value of each evaluated expression (JSON: String, NSNumber, [Any], [String: Any], NSNull),
        /// or `["exception": description]` when it threw.
        public var evaluations: [Any]
    }

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Browser/cdp.py")

    public static func executable() throws -> String {
        try SystemPackages.executable("chromium", package: "chromium")
    }

    /// Loads `url`, evaluates `expressions` in order (a promise is awaited), and saves a
    /// screenshot of the viewport to `screenshot` when given.
    public static func load(
        _ url: URL, evaluating expressions: [String] = [], screenshot: URL? = nil,
        width: Int = 1280, height: Int = 900, timeout: Int = 120
    ) throws -> Page {
        var arguments = [
            script.path, try executable(), url.absoluteString, "--timeout", String(timeout),
            "--width", String(width), "--height", String(height),
        ]
        for expression in expressions { arguments += ["--eval", expression] }
        if let screenshot { arguments += ["--screenshot", screenshot.path] }
        let output = try RealCorpus.run([try TestTools.python()] + arguments, allowFailure: true)
        guard let object = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any] else {
            throw TestTools.Failure(description: "cdp.py printed no JSON: \(output)")
        }
        if let fatal = object["fatal"] as? String {
            throw TestTools.Failure(description: "headless Chromium failed: \(fatal)")
        }
        return Page(
            requests: object["requests"] as? [String] ?? [], violations: object["violations"] as? [String] ?? [],
            errors: object["errors"] as? [String] ?? [], evaluations: object["evals"] as? [Any] ?? [])
    }

    /// Mermaid's own JavaScript (mermaid 11.16.0, as the PyPI package `mermaidx` ships it;
    /// Tests/requirements.txt).
    public static func mermaidScript() throws -> URL {
        let path = try RealCorpus.run([
            try TestTools.python(), "-c",
            "import mermaidx, os; print(os.path.join(os.path.dirname(mermaidx.__file__), 'assets', 'mermaid.js'))",
        ])
        return URL(fileURLWithPath: path.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The fraction of a PNG's pixels that differ from its first pixel, decoded by Python's
    /// standard library (zlib); 0 for a blank image.
    public static func nonBlankFraction(ofPNG file: URL) throws -> Double {
        let code = #"""
            import struct, sys, zlib
            data = open(sys.argv[1], "rb").read()
            assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
            pos, idat, width, height, depth, color = 8, b"", 0, 0, 0, 0
            while pos < len(data):
                length, kind = struct.unpack(">I4s", data[pos:pos + 8])
                chunk = data[pos + 8:pos + 8 + length]
                if kind == b"IHDR":
                    width, height, depth, color = struct.unpack(">IIBB", chunk[:10])
                elif kind == b"IDAT":
                    idat += chunk
                pos += 12 + length
            assert depth == 8 and color in (2, 6), "8-bit RGB(A) expected"
            channels = 4 if color == 6 else 3
            raw, stride = zlib.decompress(idat), width * channels
            rows, previous, i = [], bytearray(stride), 0
            for _ in range(height):
                kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
                i += 1 + stride
                for x in range(stride):
                    a = line[x - channels] if x >= channels else 0
                    b, c = previous[x], previous[x - channels] if x >= channels else 0
                    if kind == 1: line[x] = (line[x] + a) & 255
                    elif kind == 2: line[x] = (line[x] + b) & 255
                    elif kind == 3: line[x] = (line[x] + (a + b) // 2) & 255
                    elif kind == 4:
                        p = a + b - c
                        pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                        line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
                rows.append(bytes(line))
                previous = line
            first = rows[0][:3]
            pixels = [row[x:x + 3] for row in rows[::4] for x in range(0, stride, channels * 4)]
            print(sum(1 for p in pixels if p != first) / len(pixels))
            """#
        let output = try RealCorpus.run([try TestTools.python(), "-c", code, file.path])
        guard let fraction = Double(output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw TestTools.Failure(description: "cannot read \(file.path): \(output)")
        }
        return fraction
    }
}
