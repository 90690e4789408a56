import DILintServer

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `dilint lsp`: the language server over standard input and output. This is the edge: it
/// reads bytes, frames them (`MessageFramer`), hands each batch of messages that arrived
/// together to the pure core (`LanguageServer`) and writes its replies. Exit status: 0 after
/// `shutdown` then `exit`, 1 for `exit` without `shutdown` or input ending first, 2 for a
/// usage error.
enum LSPCommand {
    static func run(_ arguments: Arguments) throws -> Int32 {
        try arguments.expectNoOperands()
        // A client that goes away must end the server with an error status, not a signal.
        signal(SIGPIPE, SIG_IGN)
        var server = LanguageServer(version: dilintVersion)
        var framer = MessageFramer()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return server.isShutDown ? 0 : 1 }
            framer.append(chunk[..<n])
            // What else has already arrived joins the batch, so a burst of changes is linted once.
            while framer.pendingByteCount < 1 << 24 && isReadable(STDIN_FILENO) {
                let more = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress!, $0.count) }
                guard more > 0 else { break }
                framer.append(chunk[..<more])
            }
            var bodies: [[UInt8]] = []
            var replies: [UInt8] = []
            while let item = framer.next() {
                switch item {
                case .message(let body): bodies.append(body)
                case .fault(let description): replies += MessageFramer.frame(LanguageServer.framingFault(description))
                }
            }
            let output = server.handle(bodies)
            for message in output.messages { replies += MessageFramer.frame(message) }
            if !replies.isEmpty && SystemIO.writeAll(replies, to: STDOUT_FILENO) != nil { return 1 }
            if let status = output.exitStatus { return status }
            // The other open documents an edit may affect, while the editor is quiet.
            while server.hasPendingWork && !isReadable(STDIN_FILENO) {
                var later: [UInt8] = []
                for message in server.idle().messages { later += MessageFramer.frame(message) }
                if !later.isEmpty && SystemIO.writeAll(later, to: STDOUT_FILENO) != nil { return 1 }
            }
        }
    }

    /// Whether a read of `descriptor` would return at once.
    static func isReadable(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0 && entry.revents & Int16(POLLIN) != 0
    }
}
