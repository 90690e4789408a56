// A script (main.swift): top-level statements mixed with declarations.

import Foundation

let container = Container()
container.register(Service.self) { resolver in
    struct Registered {}
    return LiveService()
}

if CommandLine.arguments.count > 1 {
    struct InStatement {}
}

for index in 0..<3 {
    func inLoop() {}
}

struct Tool {
    func run() {}
}

Tool().run()
