import Foundation

/// One program run to its end, with its wall time, CPU time and peak resident set.
public struct ProcessRun: Sendable {
    public var seconds: Double
    /// User and system time of the program's threads; unlike the wall time, it does not grow when
    /// other work shares the cores.
    public var cpuSeconds: Double = 0
    public var peakMiB: Int
    public var status: Int32

    /// Runs `program` with its output discarded. The peak is the child's own VmHWM, read from /proc
    /// while it runs (the last reading, at most a few milliseconds before it exits): wait4's figure
    /// would also count this process's memory, which a spawned child inherits as its high-water mark
    /// until it executes.
    public static func run(_ program: String, _ arguments: [String]) throws -> ProcessRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        let childrenBefore = childrenCPUSeconds()
        try process.run()
        var peakKiB = 0
        let status = "/proc/\(process.processIdentifier)/status"
        while process.isRunning {
            if let text = try? String(contentsOfFile: status, encoding: .utf8),
               let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
               let kib = Int(line.split(whereSeparator: \.isWhitespace).dropFirst().first ?? "") {
                peakKiB = max(peakKiB, kib)
            }
            usleep(2000)
        }
        process.waitUntilExit()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return ProcessRun(
            seconds: seconds, cpuSeconds: childrenCPUSeconds() - childrenBefore, peakMiB: peakKiB / 1024,
            status: process.terminationStatus)
    }

    /// The CPU time of this process's reaped children so far (one run at a time, so the
    /// difference is the run's).
    private static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        guard getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage) == 0 else { return 0 }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// The first executable called `name` in PATH's folders.
    public static func onPath(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
