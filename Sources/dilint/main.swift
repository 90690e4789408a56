// dilint: finds dependency-injection anti-patterns in Swift code.
// The executable is thin: it parses arguments, runs a command, prints, and exits.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
// Token arrays and file buffers of a few hundred KB are allocated and freed for every file.
// Above glibc's mmap threshold each such block is a fresh mapping whose pages the kernel
// zeroes on first touch; kept on the heap, the pages are reused. The trim threshold keeps
// freed heap memory for the next file instead of returning it between files.
// docs/performance.md has the measurement.
// `mallopt` is not in Swift's Glibc module: looked up by name (RTLD_DEFAULT is a null handle).
if let symbol = dlsym(nil, "mallopt") {
    let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    _ = mallopt(-3, 64 << 20)  // M_MMAP_THRESHOLD
    _ = mallopt(-1, 128 << 20)  // M_TRIM_THRESHOLD
}
#endif

let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
Output.standard.flush()
Output.standardError.flush()
exit(status)
