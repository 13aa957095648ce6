import CVellumKernels
import Foundation
import Synchronization

/// A team of threads, one per core (the caller is one of them), for the diff's phases: each
/// phase runs `body` for every index of 0..<count, each thread taking the next index until
/// none are left.
///
/// The team is made for one comparison and kept through its phases, its threads waiting for
/// the next phase by spinning briefly: a process that diffs one pair of images has no thread
/// pool warmed up, and threads started (or woken) for each phase begin up to milliseconds
/// late, leaving the caller to do most of a phase alone.
package final class ParallelBands: @unchecked Sendable {
    private let condition = NSCondition()
    /// Bumped when a phase is published; helpers run each phase once.
    private let generation = Atomic<Int>(0)
    private let helpersDone = Atomic<Int>(0)
    private let stopping = Atomic<Bool>(false)
    /// The phase being run; written only while the helpers are between phases.
    private var phase: Phase?
    private var helpers: [pthread_t] = []

    /// Runs `body` with a team of as many threads as there are cores.
    package static func withTeam<T>(_ body: (ParallelBands) throws -> T) rethrows -> T {
        let team = ParallelBands(threads: ProcessInfo.processInfo.activeProcessorCount)
        defer { team.stop() }
        return try body(team)
    }

    private init(threads: Int) {
        for _ in 1..<max(threads, 1) {
            var thread = pthread_t()
            let box = Unmanaged.passRetained(self).toOpaque()
            if pthread_create(&thread, nil, { argument in
                Unmanaged<ParallelBands>.fromOpaque(argument!).takeRetainedValue().helperLoop()
                return nil
            }, box) == 0 {
                helpers.append(thread)
            } else {
                // Fewer helpers: the caller does their share.
                Unmanaged<ParallelBands>.fromOpaque(box).release()
            }
        }
    }

    /// Runs `body(index)` for every index of 0..<count on the team; returns when all are done.
    package func forEach(count: Int, _ body: (Int) -> Void) {
        withoutActuallyEscaping(body) { body in
            let phase = Phase(count: count, body: body)
            self.phase = phase
            helpersDone.store(0, ordering: .relaxed)
            condition.lock()
            generation.add(1, ordering: .releasing)
            condition.broadcast()
            condition.unlock()
            phase.run()
            while helpersDone.load(ordering: .acquiring) < helpers.count { spinPause() }
            self.phase = nil
        }
    }

    private func stop() {
        stopping.store(true, ordering: .relaxed)
        condition.lock()
        generation.add(1, ordering: .releasing)
        condition.broadcast()
        condition.unlock()
        for thread in helpers { pthread_join(thread, nil) }
    }

    private func helperLoop() {
        var seen = 0
        while true {
            seen = waitForGeneration(after: seen)
            if stopping.load(ordering: .relaxed) { return }
            phase?.run()
            helpersDone.add(1, ordering: .releasing)
        }
    }

    /// Spins for up to 2 ms for the next phase, then sleeps until it comes.
    private func waitForGeneration(after seen: Int) -> Int {
        let deadline = DispatchTime.now().uptimeNanoseconds + 2_000_000
        var spins = 0
        while true {
            let current = generation.load(ordering: .acquiring)
            if current != seen { return current }
            spins += 1
            if spins % 1024 == 0, DispatchTime.now().uptimeNanoseconds > deadline { break }
            spinPause()
        }
        condition.lock()
        defer { condition.unlock() }
        while generation.load(ordering: .acquiring) == seen { condition.wait() }
        return generation.load(ordering: .acquiring)
    }

    private func spinPause() { vellum_spin_pause() }

    private final class Phase: @unchecked Sendable {
        let count: Int
        let body: (Int) -> Void
        let next = Atomic<Int>(0)

        init(count: Int, body: @escaping (Int) -> Void) {
            self.count = count
            self.body = body
        }

        func run() {
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                body(index)
            }
        }
    }
}
