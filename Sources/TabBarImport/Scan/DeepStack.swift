import Glibc

/// Runs work on a thread of its own whose stack is large enough for it.
///
/// Reading a syntax tree recurses once per level of nesting, and the caller's thread may be a
/// concurrency pool's with half a megabyte of stack: the importer's bounds on nesting are only
/// safe on a stack sized for them. The memory is reserved, not committed: pages a shallow file
/// never touches cost nothing.
enum DeepStack {
    static func run<Value>(stackBytes: Int, _ body: () -> Value) -> Value {
        withoutActuallyEscaping(body) { body in
            let job = Job(body)
            // No thread to be had (a process at its limit): run here, bounded as before.
            guard let thread = start(job, stackBytes: stackBytes) else { return body() }
            pthread_join(thread, nil)
            return job.result!
        }
    }

    /// Runs `body(worker)` for each of `threads` workers at once, each on a thread with a stack of
    /// `stackBytes`, and returns when all have: the caller shares the work out (a queue they
    /// take from) and puts the results back in order. A thread that cannot be had leaves its
    /// share to the others; with none, the caller runs one worker itself.
    static func parallel(threads: Int, stackBytes: Int, _ body: @escaping @Sendable (Int) -> Void) {
        var started: [pthread_t] = []
        for worker in 0..<max(1, threads) {
            guard let thread = start(Job<Void> { body(worker) }, stackBytes: stackBytes) else { break }
            started.append(thread)
        }
        if started.isEmpty { body(0) }
        for thread in started { pthread_join(thread, nil) }
    }

    /// The job begun on a new thread of that stack, or nil when none could be made.
    fileprivate static func start<Job: Runnable>(_ job: Job, stackBytes: Int) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        var thread = pthread_t()
        let context = Unmanaged.passRetained(job).toOpaque()
        guard pthread_attr_setstacksize(&attributes, stackBytes) == 0,
              pthread_create(&thread, &attributes, { context in
                  let job = Unmanaged<AnyObject>.fromOpaque(context!).takeRetainedValue() as! Runnable
                  job.runOnce()
                  return nil
              }, context) == 0
        else {
            Unmanaged<Job>.fromOpaque(context).release()
            return nil
        }
        return thread
    }

    fileprivate protocol Runnable: AnyObject {
        func runOnce()
    }

    /// The caller waits in `pthread_join` while the other thread runs the body, so the body and
    /// its result are never touched from two threads at once.
    private final class Job<Value>: Runnable, @unchecked Sendable {
        let body: () -> Value
        var result: Value?

        init(_ body: @escaping () -> Value) {
            self.body = body
        }

        func runOnce() {
            result = body()
        }
    }
}

extension DeepStack {
    /// Runs `body` on a thread of its own and waits at most `timeout` for it: nil when it takes
    /// longer. Swift's parser cannot be stopped, and its recovery from some broken files grows
    /// with the cube of their nesting (a 20 KB file took minutes); such a file is given up on,
    /// not waited for. The thread goes on until the parse ends (or the process does), holding
    /// only its own copy of the text, and its result is dropped.
    static func run<Value>(stackBytes: Int, timeout: Duration, _ body: @escaping @Sendable () -> Value) -> Value? {
        let job = TimedJob(body)
        guard let thread = start(job, stackBytes: stackBytes) else { return body() }
        pthread_detach(thread)
        return job.wait(timeout)
    }

    private final class TimedJob<Value>: Runnable, @unchecked Sendable {
        private let body: @Sendable () -> Value
        private var result: Value?
        private var finished = false
        private var lock = pthread_mutex_t()
        private var condition = pthread_cond_t()

        init(_ body: @escaping @Sendable () -> Value) {
            self.body = body
            pthread_mutex_init(&lock, nil)
            var attributes = pthread_condattr_t()
            pthread_condattr_init(&attributes)
            pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
            pthread_cond_init(&condition, &attributes)
            pthread_condattr_destroy(&attributes)
        }

        deinit {
            pthread_cond_destroy(&condition)
            pthread_mutex_destroy(&lock)
        }

        func runOnce() {
            let value = body()
            pthread_mutex_lock(&lock)
            result = value
            finished = true
            pthread_cond_signal(&condition)
            pthread_mutex_unlock(&lock)
        }

        func wait(_ timeout: Duration) -> Value? {
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            let (seconds, attoseconds) = timeout.components
            let nanoseconds = Int(now.tv_nsec) + Int(attoseconds / 1_000_000_000)
            var until = timespec(tv_sec: now.tv_sec + Int(seconds) + nanoseconds / 1_000_000_000, tv_nsec: nanoseconds % 1_000_000_000)
            pthread_mutex_lock(&lock)
            defer { pthread_mutex_unlock(&lock) }
            while !finished {
                if pthread_cond_timedwait(&condition, &lock, &until) == ETIMEDOUT { break }
            }
            return finished ? result : nil
        }
    }
}
