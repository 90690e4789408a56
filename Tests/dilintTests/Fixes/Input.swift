import Foundation

final class Network {
    // dilint:disable:next singleton_declaration - the app's one session
    static let shared = Network()
    func get() {}
}

final class Feed {
    // dilint:disable:next singleton_access - was a singleton once
    func refresh() {}

    let count = 1 // dilint:disable:this service_locator, singleton_access

    // dilint:disable:next singleton_access, service_locator - legacy
    func load() { Network.shared.get() }
}

// Another type: its reach of `Network.shared` is its own finding, which the comment silences.
final class FeedReloader {
    // dilint:disable:next singleton_access service_locator
    func reload() { Network.shared.get() }

    // dilint:disable:next singelton_access - a misspelt name stays for a person to fix
    func other() {}
}

// dilint:disable service_locator - old region
final class Cache {
    let name = "é😀 dilint:disable:next singleton_access"
}
// dilint:enable service_locator

    /* dilint:disable:next singleton_access */ func trailing() {}
