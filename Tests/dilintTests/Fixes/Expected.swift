import Foundation

final class Network {
    // dilint:disable:next singleton_declaration - the app's one session
    static let shared = Network()
    func get() {}
}

final class Feed {
    func refresh() {}

    let count = 1

    // dilint:disable:next singleton_access - legacy
    func load() { Network.shared.get() }
}

// Another type: its reach of `Network.shared` is its own finding, which the comment silences.
final class FeedReloader {
    // dilint:disable:next singleton_access
    func reload() { Network.shared.get() }

    // dilint:disable:next singelton_access - a misspelt name stays for a person to fix
    func other() {}
}

final class Cache {
    let name = "é😀 dilint:disable:next singleton_access"
}

    func trailing() {}
