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
    /// Many files written at once are better written through a `FileBatch`.
    public static func write(_ data: Data, to url: URL, replacing: Bool = true, whileFlushing: () -> Void = {}) throws {
        let file = try StagedFile(data, for: url)
        whileFlushing()
        try file.place(replacing: replacing)
    }

    /// A file's bytes handed to the system under a temporary name beside its destination, their
    /// writing to disk begun; `place` waits for them to reach the disk and then gives the file
    /// its name.
    struct StagedFile {
        let descriptor: Int32
        let temporary: URL
        let url: URL

        init(_ data: Data, for url: URL) throws {
            try checkWritable(url)
            let fault = injectedFault(for: url)
            if let fault, fault.error == EROFS {
                throw VellumError(.io, "cannot write \(url.path): \(String(cString: strerror(EROFS)))")
            }
            let folder = url.deletingLastPathComponent()
            let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp")
            let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
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
            if let failure {
                close(descriptor)
                unlink(temporary.path)
                throw VellumError(.io, "cannot write \(url.path): \(failure)")
            }
            _ = vellum_start_writeback(descriptor)
            self.descriptor = descriptor
            self.temporary = temporary
            self.url = url
        }

        /// Waits until the bytes are on disk, closes the file and gives it its name: over an
        /// existing file when `replacing`, else only if the name is free. On failure nothing is
        /// left but what was at `url` before.
        func place(replacing: Bool) throws {
            var failure: String?
            if fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
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

        /// Closes the file and removes it: `url` keeps what it had.
        func discard() {
            close(descriptor)
            unlink(temporary.path)
        }
    }
}

/// Files written together, each as `FileOutput.write` writes one — under a temporary name
/// beside its destination, its writing to disk begun at once — but waited for together:
/// `finish()` waits until they are all on disk and only then gives each its name, in the
/// order they were written. A reader never sees a partial file, and a journalling file system
/// (ext4) commits its journal for many files at a time rather than once for each: `vellum sheet
/// --split` writes the built-in catalog's 22 PNGs in 8.0–9.0 ms on one thread or two, against
/// 12.1–14.7 on one and 16–22 on two when each was flushed before the next. Any thread may
/// write; files not finished when the batch goes are removed.
package final class FileBatch: @unchecked Sendable {
    private let lock = NSLock()
    private var staged: [FileOutput.StagedFile] = []
    /// Files waiting, open, at most: one more finishes those first (a process may have only so
    /// many files open).
    private let openLimit: Int

    package init(openLimit: Int = 64) {
        self.openLimit = max(1, openLimit)
    }

    deinit {
        for file in staged { file.discard() }
    }

    /// Writes `data` for `url`: on disk under a temporary name when this returns, at `url` (over
    /// what was there) once `finish()` has returned. `whileFlushing` runs once the bytes are
    /// handed to the system. Throws, naming `url`, when the bytes cannot be written; a file
    /// finished here because too many were waiting may throw too, naming its own path.
    package func write(_ data: Data, to url: URL, whileFlushing: () -> Void = {}) throws {
        let file = try FileOutput.StagedFile(data, for: url)
        whileFlushing()
        let due = lock.withLock { () -> [FileOutput.StagedFile] in
            staged.append(file)
            guard staged.count >= openLimit else { return [] }
            defer { staged.removeAll() }
            return staged
        }
        try Self.place(due)
    }

    /// Waits until every file written is on disk, then gives each its name, in the order they
    /// were written. Every file is tried; the first failure is thrown, naming its path, after
    /// the others are in place.
    package func finish() throws {
        try Self.place(lock.withLock { () -> [FileOutput.StagedFile] in
            defer { staged.removeAll() }
            return staged
        })
    }

    /// The first file's flush waits for the journal to be committed, which takes every file
    /// written before it along: the others' flushes then find their bytes on disk already.
    private static func place(_ files: [FileOutput.StagedFile]) throws {
        var failure: (any Error)?
        for file in files {
            do { try file.place(replacing: true) } catch { failure = failure ?? error }
        }
        if let failure { throw failure }
    }
}
