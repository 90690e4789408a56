/// One declaration as `dilint dump` prints it, with the JSON writer for it.
/// Keys are written in a fixed order so the output is byte-identical run to run.
struct Parameter {
    var label: String?
    var name: String?
    var type: String
    var defaultValue: String?
}

struct Declaration {
    var kind: String
    var name: String
    var line: Int
    var column: Int
    var modifiers: [String] = []
    var attributes: [String] = []
    /// Type contexts only (class struct enum actor protocol extension).
    var inheritance: [String]? = nil
    /// func, init, subscript, and enum cases with associated values.
    var parameters: [Parameter]? = nil
    /// var/let only: written with `type`, `initializer` and `storage`.
    var isBinding = false
    var type: String? = nil
    var initializer: String? = nil
    var storage = "stored"
    /// Members of protocols that have an accessor block: "{ get set }".
    var accessors: String? = nil
    var members: [Declaration] = []

    var isTypeContext: Bool { inheritance != nil }
}

/// A small append-only JSON writer; strings are escaped per RFC 8259, non-ASCII kept as UTF-8.
struct JSONWriter {
    var out: [UInt8] = []

    mutating func raw(_ s: StaticString) {
        s.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    mutating func string(_ s: String?) {
        guard let s else { raw("null"); return }
        out.append(UInt8(ascii: "\""))
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case UInt8(ascii: "\n"): raw("\\n")
            case UInt8(ascii: "\r"): raw("\\r")
            case UInt8(ascii: "\t"): raw("\\t")
            case 0..<0x20:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                raw("\\u00")
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    mutating func int(_ n: Int) { out.append(contentsOf: String(n).utf8) }

    mutating func strings(_ list: [String]) {
        raw("[")
        for (i, s) in list.enumerated() {
            if i > 0 { raw(", ") }
            string(s)
        }
        raw("]")
    }

    mutating func declarations(_ list: [Declaration]) {
        raw("[")
        for (i, d) in list.enumerated() {
            if i > 0 { raw(", ") }
            declaration(d)
        }
        raw("]")
    }

    mutating func declaration(_ d: Declaration) {
        raw("{\"kind\": "); string(d.kind)
        raw(", \"name\": "); string(d.name)
        raw(", \"line\": "); int(d.line)
        raw(", \"column\": "); int(d.column)
        raw(", \"modifiers\": "); strings(d.modifiers)
        raw(", \"attributes\": "); strings(d.attributes)
        if let inheritance = d.inheritance {
            raw(", \"inheritance\": "); strings(inheritance)
        }
        if let parameters = d.parameters {
            raw(", \"parameters\": [")
            for (i, p) in parameters.enumerated() {
                if i > 0 { raw(", ") }
                raw("{\"label\": "); string(p.label)
                raw(", \"name\": "); string(p.name)
                raw(", \"type\": "); string(p.type)
                raw(", \"default\": "); string(p.defaultValue)
                raw("}")
            }
            raw("]")
        }
        if d.isBinding {
            raw(", \"type\": "); string(d.type)
            raw(", \"initializer\": "); string(d.initializer)
            raw(", \"storage\": "); string(d.storage)
        }
        if let accessors = d.accessors {
            raw(", \"accessors\": "); string(accessors)
        }
        if d.isTypeContext || !d.members.isEmpty {
            raw(", \"members\": "); declarations(d.members)
        }
        raw("}")
    }
}
