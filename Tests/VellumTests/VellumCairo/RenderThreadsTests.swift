import Foundation
import Synchronization
import Testing
import VellumCairo

/// Work handed to the render threads (`RenderThreads`).
@Suite struct RenderThreadsTests {
    @Test("perform runs every worker at once, each on a thread of its own, and returns when all are done")
    func performRunsAllAtOnce() {
        for count in [1, 2, 3] {
            let arrived = Atomic<Int>(0), finished = Atomic<Int>(0)
            let threads = Mutex<Set<UInt>>([])
            let metAll = Mutex<[Bool]>([])
            RenderThreads.perform(count) { _ in
                threads.withLock { _ = $0.insert(UInt(pthread_self())) }
                // Every worker waits here for the others: workers run one after another would
                // never all arrive.
                arrived.add(1, ordering: .sequentiallyConsistent)
                let deadline = Date().addingTimeInterval(5)
                while arrived.load(ordering: .sequentiallyConsistent) < count, Date() < deadline { usleep(100) }
                metAll.withLock { $0.append(arrived.load(ordering: .sequentiallyConsistent) == count) }
                usleep(2000)
                finished.add(1, ordering: .sequentiallyConsistent)
            }
            #expect(finished.load(ordering: .sequentiallyConsistent) == count, "\(count) workers: all done when perform returns")
            #expect(metAll.withLock { $0 } == Array(repeating: true, count: count), "\(count) workers at once")
            #expect(threads.withLock { $0.count } == count, "\(count) workers: a thread each")
            #expect(!threads.withLock { $0 }.contains(UInt(pthread_self())), "\(count) workers: on render threads, not the caller's")
        }
    }
}
