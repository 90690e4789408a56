import DILintRules
import DILintSyntax
import DILintTestSupport
import Foundation
import Testing

/// Phase 1 summarizes each file from a declarations-only parse (`SyntaxTree.Depth`); the
/// summaries must be exactly those a full parse gives, or the index would change.
@Suite struct SummaryDepthTests {
    /// Every fact of a summary as text, with the sets in sorted order (a set's own order
    /// depends on how it grew).
    static func facts(_ source: [UInt8], path: String, depth: SyntaxTree.Depth) -> String {
        var summary = FileSummary(path: path, tree: SyntaxTree.parse(source, depth: depth))
        var text = ""
        dump(summary.types.map { $0.selfAssignedNames.sorted() }, to: &text)
        dump(summary.types.map { $0.mutatedNames.sorted() }, to: &text)
        dump(summary.types.map { $0.changedInPlaceNames.sorted() }, to: &text)
        for i in summary.types.indices {
            summary.types[i].selfAssignedNames = []
            summary.types[i].mutatedNames = []
            summary.types[i].changedInPlaceNames = []
        }
        dump(summary.castTargetNames.sorted(), to: &text)
        summary.castTargetNames = []
        dump(summary.fetchedEntityNames.sorted(), to: &text)
        summary.fetchedEntityNames = []
        dump(summary.writtenMemberNames.sorted(), to: &text)
        summary.writtenMemberNames = []
        dump(summary.typeRootedWrites.sorted(), to: &text)
        summary.typeRootedWrites = []
        dump(summary.defaultValueMembers.sorted(), to: &text)
        summary.defaultValueMembers = []
        dump(summary.shippingScreenMentions.sorted(), to: &text)
        summary.shippingScreenMentions = []
        dump(summary.developmentScreenMentions.sorted(), to: &text)
        summary.developmentScreenMentions = []
        dump(summary.screenConstructions.sorted(), to: &text)
        summary.screenConstructions = []
        dump(summary.screenMentionsByViews.sorted { $0.key < $1.key }.map { ($0.key, $0.value.sorted()) }, to: &text)
        summary.screenMentionsByViews = [:]
        dump(summary, to: &text)
        return text
    }

    @Test(arguments: [
        "class A: B { func f() { struct Local: P {} } }",
        "class A { func f() { enum Mode: P { case a } } }",
        "class A { func f() { typealias Deps = P & Q } }\nclass C: Deps {}",
        "class A { var x: Int?\n init() { func set(_ p: Int) { self.x = p } } }",
        "class A { var api: API!\n func configure(api: API) { self.api = api } }",
        "struct S { func f() { @Test func g() {} } }",
        "final class Service { static let shared = Service()\n func go() { URLSession.shared.data { _ in } } }",
        "struct S { var x: Int { get { struct Q {}\n return 1 } } }",
        "struct S { func f() {\n#if A\n if x {\n#else\n if y {\n#endif\n }\n }\n}\nclass After: P {}",
        "struct S { func f() { g(1,\n }\n func h() {} }\nclass T: P {}",
        "struct S { func f() { let s = \"abc\n }\n var y = 1 }",
        "final class K { static let main = K()\n private var p: P\n init() { p = .a }\n var s: CGFloat { p.s * 2 }\n func f() { p = .b } }",
        "final class T { var c: UIColor { get { UIColor(named: \"x\") } }\n let n = 5\n let f = Fmt()\n var v: Int { load() } }",
        "struct S { func f() { if let p = x as? Offsetting { p.go() }; _ = y is any Lib<Int> } }",
        "struct S { func f() { struct L {}\n _ = x as! A.Proxy } }\nlet z = w as? Z",
        "final class K { static let shared = K()\n var d = D()\n init() { d.m = 1 }\n func f() { d.n += 1; $s.on; items.append(1); g(&c.k); (a.x, b.y) = (1, 2) } }",
        "final class K { func f() { ImageCache.default.memoryStorage.config.expiration = 1; Lib.a.b = 2; Self.c.d = 3 } }",
        "extension R { func force<S>(_ t: S.Type) -> S { resolve(t)! }\n func g() { func h<T>(_ t: T.Type) { get(t) } } }",
        "import CoreData\nextension Group { static var all: [Group] { let r = NSFetchRequest<Group>(entityName: \"G\") } }",
    ])
    func aDeclarationsParseSummarizesAsAFullParse(_ source: String) {
        let bytes = Array(source.utf8)
        #expect(Self.facts(bytes, path: "A.swift", depth: .declarations) == Self.facts(bytes, path: "A.swift", depth: .full))
    }

    /// Every Swift file of the real-code corpus (swift-syntax, vapor, swift-nio, GRDB,
    /// Swinject, swift-dependencies).
    @Test func realCodeSummarizesTheSameFromBothParses() throws {
        let files = try RealCorpus.sample(stride: 1)
        #expect(files.count > 2000)
        let mismatches = parallelMap(files) { file -> String? in
            guard let data = try? Data(contentsOf: file) else { return "\(file.path): unreadable" }
            let bytes = [UInt8](data)
            let same = Self.facts(bytes, path: file.path, depth: .declarations) == Self.facts(bytes, path: file.path, depth: .full)
            return same ? nil : file.path
        }.compactMap { $0 }
        #expect(mismatches.isEmpty, "summaries differ: \(mismatches.prefix(10))")
    }
}
