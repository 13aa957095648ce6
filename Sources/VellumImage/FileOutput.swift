import CVellumKernels
import Foundation
import Synchronization
import VellumUI

/// Writes files so that a reader never sees a partial file: to a temporary file in the same
/// folder, flushed to disk, then renamed over the destination.
public enum FileOutput {
    /// Throws, naming the path, when `url`'s folder does not exist or cannot be written.
    public static func checkWritable(_ url: URL) throws {
        let folder = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
            throw VellumError(.io, "cannot write \(url.path): the folder \(folder.path) does not exist")
        }
        guard isDirectory.boolValue else {
            throw VellumError(.io, "cannot write \(url.path): \(folder.path) is not a folder")
        }
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw VellumError(.io, "cannot write \(url.path): the folder \(folder.path) is not writable")
        }
    }

    /// For fault tests: writes to a path with one of these folder prefixes fail as if the
    /// disk were full (`ENOSPC`) or read-only (`EROFS`) after the given number of bytes.
    package static let injectedFaults = Mutex<[(folder: String, error: Int32, afterBytes: Int)]>([])

    private static func injectedFault(for url: URL) -> (error: Int32, afterBytes: Int)? {
        injectedFaults.withLock { faults in
            faults.first { url.path.hasPrefix($0.folder) }.map { ($0.error, $0.afterBytes) }
        }
    }

    /// Writes `data` to `url` atomically. With `replacing` false an existing file is never
    /// touched: the write fails, naming the file, if one appeared at `url` meanwhile.
    /// `whileFlushing` runs once the bytes are handed to the system and their writing to disk
    /// has begun, before waiting for it to end (work such as a checksum of `data` then costs
    /// nothing: a 1 MB sheet's SHA-256 and flush take 1.2 ms one after the other, 0.75 so).
    public static func write(_ data: Data, to url: URL, replacing: Bool = true, whileFlushing: () -> Void = {}) throws {
        try checkWritable(url)
        let fault = injectedFault(for: url)
        if let fault, fault.error == EROFS {
            throw VellumError(.io, "cannot write \(url.path): \(String(cString: strerror(EROFS)))")
        }
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            throw VellumError(.io, "cannot write \(url.path): \(String(cString: strerror(errno)))")
        }
        var failure: String?
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                if let fault, offset + min(bytes.count - offset, 65536) > fault.afterBytes {
                    failure = String(cString: strerror(fault.error))
                    return
                }
                let written = Foundation.write(descriptor, bytes.baseAddress! + offset, min(bytes.count - offset, 65536))
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if failure == nil {
            _ = vellum_start_writeback(descriptor)
            whileFlushing()
            if fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary.path)
            throw VellumError(.io, "cannot write \(url.path): \(failure)")
        }
        if replacing {
            guard rename(temporary.path, url.path) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(temporary.path)
                throw VellumError(.io, "cannot write \(url.path): \(reason)")
            }
        } else {
            // A hard link creates the name only if it is free, atomically; then the temporary
            // name goes.
            let linked = link(temporary.path, url.path) == 0
            let reason = linked ? "" : (errno == EEXIST ? "the file already exists and was left as it was" : String(cString: strerror(errno)))
            unlink(temporary.path)
            guard linked else { throw VellumError(.io, "cannot write \(url.path): \(reason)") }
        }
    }
}
