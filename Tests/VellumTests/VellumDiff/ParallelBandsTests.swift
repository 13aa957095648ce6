import Foundation
import Synchronization
import Testing
import VellumDiff

@Suite("The diff's thread team")
struct ParallelBandsTests {
    @Test("Each phase runs every index once, phase after phase on the same team")
    func everyIndexOnce() {
        let counts = Mutex([[Int]](repeating: [Int](repeating: 0, count: 257), count: 5))
        let threads = Mutex<Set<UInt>>([])
        ParallelBands.withTeam { team in
            for (phase, count) in [257, 1, 2, 64, 0].enumerated() {
                team.forEach(count: count) { index in
                    counts.withLock { $0[phase][index] += 1 }
                    threads.withLock { _ = $0.insert(UInt(bitPattern: Int(bitPattern: pthread_self()))) }
                    // Long enough that a second thread, if there is one, takes some indices.
                    if count == 64 { usleep(200) }
                }
                // Everything of a phase is done when forEach returns.
                let seen = counts.withLock { $0[phase] }
                #expect(seen.prefix(count).allSatisfy { $0 == 1 } && seen.dropFirst(count).allSatisfy { $0 == 0 }, "phase \(phase)")
            }
        }
        if ProcessInfo.processInfo.activeProcessorCount > 1 {
            #expect(threads.withLock { $0.count } > 1, "the team's helpers take part")
        }
    }

    @Test("Teams made one after another each do their work and return (their threads joined)")
    func teamsEnd() {
        for _ in 0..<50 {
            let sum = Atomic<Int>(0)
            ParallelBands.withTeam { team in team.forEach(count: 10) { sum.add($0, ordering: .relaxed) } }
            #expect(sum.load(ordering: .relaxed) == 45)
        }
    }
}
