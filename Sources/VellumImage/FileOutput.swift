import CVellumKernels
import Foundation
import Synchronization
import VellumCore

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
    /// has begun, before waiting for it to end (work such as a checksum of `data` then overlaps
    /// the flush).
    public static func write(_ data: Data, to url: URL, replacing: Bool = true, whileFlushing: () -> Void = {}) throws {
        let file = try StagedFile(data, for: url)
        whileFlushing()
        try file.name(replacing: replacing, afterFlushing: file.flush())
    }

    /// A file's bytes handed to the system under a temporary name beside its destination, their
    /// writing to disk begun; `flush` waits for them to reach the disk, and `name` then gives
    /// the file its name.
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

        /// Waits until the bytes are on disk and closes the file: why it failed, or `nil`.
        func flush() -> String? {
            var failure: String?
            if fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
            if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
            return failure
        }

        /// Gives the flushed file its name: over an existing file when `replacing`, else only if
        /// the name is free. On failure, or when the flush failed (`failure`), nothing is left
        /// but what was at `url` before.
        func name(replacing: Bool, afterFlushing failure: String?) throws {
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
}

/// Files written together, each as `FileOutput.write` writes one — under a temporary name
/// beside its destination, flushed to disk, then given its name — but flushed and named by a
/// thread of the batch's own, in the order they were written, while the writers go on:
/// `finish()` waits for the last one. A reader never sees a partial file, and the writers do
/// not wait for the disk (`vellum sheet --split` writes its files in a third of the time each
/// writer flushing its own took). The batch's thread only waits for the disk, whatever number
/// of threads render. Any thread may write.
package final class FileBatch: @unchecked Sendable {
    /// Guards everything below; waited on by `finish`, by writers held back by `openLimit` and
    /// by the batch's thread when it has nothing to do.
    private let condition = NSCondition()
    /// Files written and not yet flushed and named, in order.
    private var waiting: [FileOutput.StagedFile] = []
    /// Whether the batch's thread is running (it ends when nothing has been waiting for
    /// `idleLife`, or at `finish`).
    private var running = false
    /// Whether `finish` is waiting for the batch's thread to end.
    private var finishing = false
    /// How many times the batch started its thread (for tests; with `condition`).
    package private(set) var threadsStarted = 0
    /// How long the batch's thread waits for the next file before it ends: a thread started
    /// for each file when each was flushed before the next was written (`vellum sheet --split`
    /// on one thread: 22 threads started and ended, their stacks mapped and unmapped while
    /// the other threads render).
    private static let idleLife: TimeInterval = 0.05
    /// The first file that could not be flushed or named, and why.
    private var failure: (any Error)?
    /// Files waiting, open, at most: a writer waits for the batch's thread beyond that (a
    /// process may have only so many files open).
    private let openLimit: Int

    package init(openLimit: Int = 64) {
        self.openLimit = max(1, openLimit)
    }

    /// Writes `data` for `url`: under a temporary name when this returns, at `url` (over what
    /// was there) once it is on disk, at the latest when `finish()` returns. Throws, naming
    /// `url`, when the bytes cannot be written.
    package func write(_ data: Data, to url: URL) throws {
        let file = try FileOutput.StagedFile(data, for: url)
        condition.lock()
        while waiting.count >= openLimit { condition.wait() }
        waiting.append(file)
        let start = !running
        running = true
        if start { threadsStarted += 1 }
        // Wakes the batch's thread if it waits for the next file.
        condition.broadcast()
        condition.unlock()
        // The thread holds the batch until it ends.
        if start { Thread.detachNewThread { self.flushAndName() } }
    }

    /// Flushes and names the files waiting, in order, until none is left and none comes for
    /// `idleLife`, or `finish` is waiting.
    private func flushAndName() {
        condition.lock()
        while true {
            if let file = waiting.first {
                condition.unlock()
                var error: (any Error)?
                do { try file.name(replacing: true, afterFlushing: file.flush()) } catch let thrown { error = thrown }
                condition.lock()
                waiting.removeFirst()
                if failure == nil { failure = error }
                condition.broadcast()
            } else if finishing || !condition.wait(until: Date(timeIntervalSinceNow: Self.idleLife)), waiting.isEmpty {
                break
            }
        }
        running = false
        condition.broadcast()
        condition.unlock()
    }

    /// Returns once every file written is on disk under its name; throws the first failure,
    /// naming its path (the other files are in place).
    package func finish() throws {
        condition.lock()
        finishing = true
        condition.broadcast()
        while running { condition.wait() }
        finishing = false
        let failure = self.failure
        self.failure = nil
        condition.unlock()
        if let failure { throw failure }
    }
}
