import Foundation

/// One line describing the machine the figures were taken on, for Benchmarks/README.md.
enum Machine {
    static var description: String {
        let info = ProcessInfo.processInfo
        let memory = String(format: "%.0f GiB", Double(info.physicalMemory) / 1_073_741_824)
        return "\(info.activeProcessorCount) cores (\(cpuModel)), \(memory), \(operatingSystem), \(swiftVersion); load \(load)"
    }

    /// The 1, 5 and 15 minute load averages (/proc/loadavg on Linux), else "unknown".
    static var load: String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    /// The first `model name` of /proc/cpuinfo (Linux), else the kernel's hardware name.
    static var cpuModel: String {
        if let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
           let line = text.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
           let colon = line.firstIndex(of: ":") {
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return "unknown CPU"
    }

    /// `PRETTY_NAME` of /etc/os-release (Linux), else Foundation's version string.
    static var operatingSystem: String {
        if let text = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8),
           let line = text.split(separator: "\n").first(where: { $0.hasPrefix("PRETTY_NAME=") }) {
            return line.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return ProcessInfo.processInfo.operatingSystemVersionString
    }

    /// The compiler the benchmark was built with.
    static var swiftVersion: String {
        #if compiler(>=6.4)
        "Swift ≥ 6.4"
        #elseif compiler(>=6.3)
        "Swift 6.3"
        #elseif compiler(>=6.2)
        "Swift 6.2"
        #elseif compiler(>=6.1)
        "Swift 6.1"
        #else
        "Swift 6.0"
        #endif
    }
}
