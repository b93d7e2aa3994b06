import Foundation

/// The libraries' own floor for one bar: scripts/bench-floor/floor-bar.c, a bare C program that
/// draws the bench's bar (`RenderBenchmark.suiteSpec(0)`) through the same fontconfig, Pango,
/// Cairo and librsvg calls and writes the same PNG, compiled from the checkout this module was
/// built from, and timed as a whole process in turn with `tabbar render` (DiffProcessBenchmark.measure).
public enum FloorProgram {
    /// The program's source and the encoder it compiles in, relative to the checkout.
    public static let source = "scripts/bench-floor/floor-bar.c"
    static let encoder = "Sources/CPNG/tbk_png_encode.c"
    static let packages = "pangocairo pangoft2 harfbuzz librsvg-2.0 fontconfig"

    /// Why the floor cannot be measured here, in the words the bench prints after "skipped: ".
    public enum Unavailable: Error, CustomStringConvertible {
        case noSource(String)
        case noCompiler
        case compileFailed(String)

        public var description: String {
            switch self {
            case .noSource(let path):
                "its source \(path) is not there (it is read from the checkout this tabbar was built from)"
            case .noCompiler:
                "no C compiler (cc, gcc or clang) on PATH"
            case .compileFailed(let message):
                "it did not compile: \(message)"
            }
        }
    }

    /// The checkout this file was compiled in (three folders up from Sources/TabBarBenchmarks/).
    public static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Compiles the program into `folder`; its path, or why it cannot be built here.
    public static func build(in folder: String, checkout: String = checkout) -> Result<String, Unavailable> {
        let program = (checkout as NSString).appendingPathComponent(source)
        guard FileManager.default.fileExists(atPath: program) else { return .failure(.noSource(program)) }
        guard let compiler = ["cc", "gcc", "clang"].lazy.compactMap({ ProcessRun.onPath($0) }).first else {
            return .failure(.noCompiler)
        }
        let output = (folder as NSString).appendingPathComponent("floor-bar")
        let cpng = (checkout as NSString).appendingPathComponent("Sources/CPNG")
        // The paths travel as the shell's positional arguments, never inside the script's text.
        let script = """
            flags=$(pkg-config --cflags --libs \(packages)) || exit 1
            exec "$1" -O2 -o "$2" "$3" "$4" -I"$5/include" -I"$5" $flags -ldeflate -lz -lpthread -lm
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, "sh", compiler, output, program, (checkout as NSString).appendingPathComponent(encoder), cpng]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return .failure(.compileFailed("\(error)"))
        }
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? "exit \(process.terminationStatus)"
            return .failure(.compileFailed(text))
        }
        return .success(output)
    }

    /// The program's arguments for drawing into `output` with these icons and font files.
    public static func arguments(output: String, iconDirectory: String, fontFiles: [String]) -> [String] {
        [output, iconDirectory] + fontFiles
    }
}
