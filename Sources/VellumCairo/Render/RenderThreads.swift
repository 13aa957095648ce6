import Foundation
import Synchronization

/// Runs rendering work on threads with large stacks, so deeply nested views (thousands of
/// levels) resolve, lay out, draw and free without overflowing the caller's stack.
///
/// Workers are kept and reused: each keeps its Pango fonts, and a caller waits while its work
/// runs, so as many workers exist as callers rendered at once. Work asked for on a worker
/// runs there at once: a loop of renders handed to a worker as a whole (as `vellum sheet`
/// does with its cells) pays one hand-off between threads, not one per render.
package enum RenderThreads {
    /// The stack of each worker: address space reserved, memory used only as deep views need it.
    package static let stackSize = 1 << 30

    private final class Worker: @unchecked Sendable {
        let condition = NSCondition()
        var job: (() -> Void)?
        var done = false

        func run(_ body: @escaping () -> Void) {
            start(body)
            wait()
        }

        /// Hands `body` to the worker and returns at once (`wait` waits for it).
        func start(_ body: @escaping () -> Void) {
            condition.lock()
            job = body
            done = false
            condition.signal()
            condition.unlock()
        }

        /// Waits until the job handed over last is done.
        func wait() {
            condition.lock()
            while !done { condition.wait() }
            condition.unlock()
        }

        func loop() {
            while true {
                do {
                    condition.lock()
                    while job == nil { condition.wait() }
                    let body = job!
                    job = nil
                    condition.unlock()
                    body()
                }
                // The job is released before the caller hears it is done: the caller's closure
                // must not outlive its call.
                condition.lock()
                done = true
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    private static let idle = Mutex<[Worker]>([])

    /// Set (to any value) on worker threads.
    private static let workerKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Whether the calling thread is a worker.
    private static var isWorker: Bool { pthread_getspecific(workerKey) != nil }

    private static func makeWorker() -> Worker? {
        let worker = Worker()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, stackSize)
        var thread = pthread_t()
        let box = Unmanaged.passRetained(worker).toOpaque()
        let created = pthread_create(&thread, &attributes, { argument in
            let worker = Unmanaged<Worker>.fromOpaque(argument!).takeRetainedValue()
            pthread_setspecific(RenderThreads.workerKey, argument)
            worker.loop()
            return nil
        }, box)
        pthread_attr_destroy(&attributes)
        guard created == 0 else {
            Unmanaged<Worker>.fromOpaque(box).release()
            return nil
        }
        pthread_detach(thread)
        return worker
    }

    /// Runs `body` on a worker thread and returns its result; the caller waits. On a worker,
    /// `body` runs at once.
    package static func run<T>(_ body: () throws -> T) throws -> T {
        if isWorker { return try body() }
        guard let worker = idle.withLock({ $0.popLast() }) ?? makeWorker() else {
            // No thread could be started: render here, with the caller's stack.
            return try body()
        }
        defer { idle.withLock { $0.append(worker) } }
        return try withoutActuallyEscaping(body) { escapable in
            let box = ResultBox<T>()
            let job = UncheckedJob { box.result = Result { try escapable() } }
            worker.run { job.body() }
            return try box.result!.get()
        }
    }

    /// Runs `body(worker)` for each of `count` workers at once, each on a worker thread (the
    /// calling thread is the first when it is a worker), and returns when all are done. The
    /// others are handed to idle workers directly, with no thread started to hand them over.
    package static func perform(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        var started: [Worker] = []
        var unstarted: [Int] = []
        for index in 1..<max(count, 1) {
            if let worker = idle.withLock({ $0.popLast() }) ?? makeWorker() {
                worker.start { body(index) }
                started.append(worker)
            } else {
                unstarted.append(index)
            }
        }
        _ = try? run {
            body(0)
            // No thread could be started for these: one after the other here.
            for index in unstarted { body(index) }
        }
        for worker in started {
            worker.wait()
            idle.withLock { $0.append(worker) }
        }
    }

    /// `body` applied to 0..<count on `jobs` render threads, the results in index order
    /// whatever the number of threads. The items are taken up in `order` (a permutation of
    /// 0..<count; the largest first keeps one thread from finishing alone); `progress` is told
    /// (done, total) after each item, from the thread that finished it.
    package static func map<T: Sendable>(count: Int, jobs: Int, order: [Int]? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil,
                                         _ body: @escaping @Sendable (Int) -> T) -> [T] {
        let order = order.flatMap { $0.count == count && Set($0) == Set(0..<count) ? $0 : nil } ?? Array(0..<count)
        let results = Mutex<[Int: T]>([:])
        let next = Atomic<Int>(0), finished = Atomic<Int>(0)
        perform(max(1, min(jobs, count))) { _ in
            while true {
                let position = next.add(1, ordering: .relaxed).oldValue
                guard position < count else { return }
                let index = order[position]
                let result = body(index)
                results.withLock { $0[index] = result }
                progress?(finished.add(1, ordering: .relaxed).newValue, count)
            }
        }
        let made = results.withLock { $0 }
        return (0..<count).map { made[$0]! }
    }

    private final class ResultBox<T>: @unchecked Sendable {
        var result: Result<T, any Error>?
    }

    private struct UncheckedJob: @unchecked Sendable {
        let body: () -> Void
    }
}
