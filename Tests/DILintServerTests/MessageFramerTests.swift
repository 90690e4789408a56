import DILintServer
import Testing

/// The framing of the base protocol, fed byte by byte and in faulty shapes.
@Suite struct MessageFramerTests {
    func items(_ text: String, chunk: Int = .max) -> [MessageFramer.Item] {
        var framer = MessageFramer()
        var result: [MessageFramer.Item] = []
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            framer.append(bytes[i..<min(bytes.count, i + chunk)])
            i += chunk
            while let item = framer.next() { result.append(item) }
        }
        return result
    }

    func message(_ text: String) -> MessageFramer.Item { .message(Array(text.utf8)) }

    @Test func messagesSplitAnywhereComeOutWhole() {
        let text = "Content-Length: 2\r\n\r\n{}content-length:7\r\nContent-Type: x\r\n\r\n[1,2,3]"
        for chunk in [1, 2, 3, 7, 100] {
            #expect(items(text, chunk: chunk) == [message("{}"), message("[1,2,3]")], "chunk \(chunk)")
        }
    }

    @Test func aHeaderWithoutLengthIsAFaultAndTheNextMessageStillArrives() {
        let result = items("Content-Type: x\r\n\r\nContent-Length: 2\r\n\r\n{}")
        #expect(result.count == 2)
        guard case .fault(let text) = result[0] else { Issue.record("\(result)"); return }
        #expect(text.contains("no Content-Length"))
        #expect(result[1] == message("{}"))
    }

    @Test func aLengthThatIsNotANumberIsAFault() {
        let result = items("Content-Length: ten\r\n\r\nContent-Length: 2\r\n\r\n{}")
        guard case .fault(let text) = result.first else { Issue.record("\(result)"); return }
        #expect(text.contains("'ten'"))
        #expect(result.last == message("{}"))
    }

    @Test func aShortLengthLeavesJunkThatResynchronizesOnTheNextHeader() {
        let result = items("Content-Length: 3\r\n\r\n{\"a\":1}Content-Length: 2\r\n\r\n{}")
        #expect(result.first == message("{\"a"))
        #expect(result.last == message("{}"))
    }

    @Test func aLongLengthIsCutAtTheNextHeader() {
        let second = "Content-Length: 2\r\n\r\n{}"
        let result = items("Content-Length: 20\r\n\r\n{\"a\":1}" + second)
        #expect(result == [message("{\"a\":1}"), message("{}")])
    }

    @Test func anOversizedLengthIsRefused() {
        let result = items("Content-Length: 99999999999\r\n\r\nContent-Length: 2\r\n\r\n{}")
        guard case .fault(let text) = result.first else { Issue.record("\(result)"); return }
        #expect(text.contains("over the limit"))
        #expect(result.last == message("{}"))
    }

    @Test func endlessHeaderGarbageIsDropped() {
        let result = items(String(repeating: "x", count: 10_000) + "\r\n\r\nContent-Length: 2\r\n\r\n{}", chunk: 4096)
        guard case .fault = result.first else { Issue.record("\(result)"); return }
        #expect(result.last == message("{}"))
    }

    @Test func frameWritesTheLengthInBytes() {
        #expect(MessageFramer.frame(Array("é".utf8)) == Array("Content-Length: 2\r\n\r\né".utf8))
    }
}
