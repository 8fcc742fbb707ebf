//! What the server knows about one connection: when bytes last moved, when
//! an unanswered request head began, how many requests are in flight. The
//! connection's task reads this to close slow or idle clients, and the accept
//! loop to pick an idle connection to close when the cap is reached.

use super::settings::ConnectionSettings;
use std::collections::HashMap;
use std::io;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::sync::Notify;
use tokio::time::{Duration, Instant};

/// No request head is being read.
const NO_HEAD: u64 = u64::MAX;

pub struct Activity {
    born: Instant,
    /// Milliseconds since `born` of the last byte read or written, or of the
    /// last answer.
    last_activity: AtomicU64,
    /// Milliseconds since `born` of the first byte of a request whose head is
    /// not complete yet, or `NO_HEAD`.
    head_started: AtomicU64,
    in_flight: AtomicUsize,
    /// Requests whose heads were complete.
    requests: AtomicU64,
    /// Asks the connection to close (it is idle and the cap is reached).
    pub evict: Notify,
}

/// What the connection's watchdog should do next.
#[derive(Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Check again at this instant.
    CheckAt(Instant),
    /// Close: the reason, for the log.
    Close(&'static str),
}

impl Activity {
    pub fn new() -> Arc<Activity> {
        Arc::new(Activity {
            born: Instant::now(),
            last_activity: AtomicU64::new(0),
            head_started: AtomicU64::new(NO_HEAD),
            in_flight: AtomicUsize::new(0),
            requests: AtomicU64::new(0),
            evict: Notify::new(),
        })
    }

    fn now_ms(&self) -> u64 {
        self.born.elapsed().as_millis() as u64
    }

    fn at(&self, ms: u64) -> Instant {
        self.born + Duration::from_millis(ms)
    }

    fn on_read(&self) {
        let now = self.now_ms();
        self.last_activity.store(now, Ordering::Relaxed);
        // Bytes with no request in flight begin the next request's head.
        if self.in_flight.load(Ordering::Acquire) == 0 {
            let _ = self.head_started.compare_exchange(
                NO_HEAD,
                now,
                Ordering::AcqRel,
                Ordering::Relaxed,
            );
        }
    }

    fn on_write(&self) {
        self.last_activity.store(self.now_ms(), Ordering::Relaxed);
    }

    /// A request's head is complete and it is being handled until the guard
    /// is dropped.
    pub fn request_started(self: &Arc<Self>) -> InFlight {
        self.in_flight.fetch_add(1, Ordering::AcqRel);
        self.requests.fetch_add(1, Ordering::Relaxed);
        self.head_started.store(NO_HEAD, Ordering::Release);
        InFlight(self.clone())
    }

    pub fn is_idle(&self) -> bool {
        self.in_flight.load(Ordering::Acquire) == 0
    }

    fn last_active(&self) -> u64 {
        self.last_activity.load(Ordering::Relaxed)
    }

    /// Whether the connection has overstayed a timeout. Requests in flight are
    /// bounded by the request timeout instead, so a busy connection is only
    /// looked at again later.
    pub fn verdict(&self, settings: &ConnectionSettings) -> Verdict {
        let now = Instant::now();
        if !self.is_idle() {
            let recheck = settings.header_timeout().min(settings.idle_timeout());
            return Verdict::CheckAt(now + recheck);
        }
        let head = self.head_started.load(Ordering::Acquire);
        if head != NO_HEAD {
            let deadline = self.at(head) + settings.header_timeout();
            return match now >= deadline {
                true => Verdict::Close("request headers too slow"),
                false => Verdict::CheckAt(deadline),
            };
        }
        let deadline = self.at(self.last_active()) + settings.idle_timeout();
        if now >= deadline {
            return Verdict::Close("idle");
        }
        // Bytes do not wake the watchdog: look again soon, so a request head
        // that starts meanwhile is timed out at most a quarter late.
        Verdict::CheckAt(deadline.min(now + settings.header_timeout() / 4))
    }
}

/// Marks a request as finished when dropped, answered or abandoned.
pub struct InFlight(Arc<Activity>);

impl Drop for InFlight {
    fn drop(&mut self) {
        let activity = &self.0;
        activity
            .last_activity
            .store(activity.now_ms(), Ordering::Relaxed);
        activity.in_flight.fetch_sub(1, Ordering::AcqRel);
    }
}

/// The socket, noting every byte that moves.
pub struct WatchedIo<T> {
    inner: T,
    activity: Arc<Activity>,
}

impl<T> WatchedIo<T> {
    pub fn new(inner: T, activity: Arc<Activity>) -> Self {
        WatchedIo { inner, activity }
    }
}

/// The first bytes of every HTTP/2 connection without TLS (h2c).
const HTTP2_PREFACE: &[u8] = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n";

impl WatchedIo<tokio::net::TcpStream> {
    /// Whether the client opens with the HTTP/2 preface, looked at without
    /// taking the bytes off the socket. hyper's automatic detection reads them
    /// into a buffer of its own and hands them back, after which its HTTP/1.1
    /// reader grows its buffer to twice the usual size (16 KB instead of 8)
    /// for the connection's life; peeking leaves every byte to the one reader.
    pub async fn opens_with_http2_preface(&self) -> io::Result<bool> {
        let mut seen = [0u8; HTTP2_PREFACE.len()];
        loop {
            let n = self.inner.peek(&mut seen).await?;
            if n == 0 || seen[..n] != HTTP2_PREFACE[..n] {
                return Ok(false);
            }
            // Bytes of a request head: the header timeout runs from here.
            self.activity.on_read();
            if n == HTTP2_PREFACE.len() {
                return Ok(true);
            }
            // Only part of the preface so far. The socket stays readable while
            // those bytes wait, so pause instead of peeking in a busy loop.
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for WatchedIo<T> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let polled = Pin::new(&mut self.inner).poll_read(cx, buf);
        if matches!(polled, Poll::Ready(Ok(()))) && buf.filled().len() > before {
            self.activity.on_read();
        }
        polled
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for WatchedIo<T> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let polled = Pin::new(&mut self.inner).poll_write(cx, buf);
        if matches!(polled, Poll::Ready(Ok(n)) if n > 0) {
            self.activity.on_write();
        }
        polled
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let polled = Pin::new(&mut self.inner).poll_write_vectored(cx, bufs);
        if matches!(polled, Poll::Ready(Ok(n)) if n > 0) {
            self.activity.on_write();
        }
        polled
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

/// The open connections, to find an idle one to close when the cap is reached.
#[derive(Default)]
pub struct Registry {
    next_id: AtomicU64,
    open: Mutex<HashMap<u64, Arc<Activity>>>,
}

impl Registry {
    /// Lists the connection until the returned guard is dropped.
    pub fn register(self: &Arc<Self>, activity: Arc<Activity>) -> Registered {
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        self.lock().insert(id, activity);
        Registered {
            registry: self.clone(),
            id,
        }
    }

    /// Asks an idle connection to close: one that never sent a whole request
    /// first, then the one quiet longest. False when every connection is busy.
    pub fn evict_one_idle(&self) -> bool {
        let open = self.lock();
        let quietest = open
            .values()
            .filter(|activity| activity.is_idle())
            .min_by_key(|activity| {
                let served = activity.requests.load(Ordering::Relaxed) > 0;
                (served, activity.at(activity.last_active()))
            });
        match quietest {
            Some(activity) => {
                activity.evict.notify_one();
                true
            }
            None => false,
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<u64, Arc<Activity>>> {
        // The map stays consistent even if a holder panicked.
        self.open
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

pub struct Registered {
    registry: Arc<Registry>,
    id: u64,
}

impl Drop for Registered {
    fn drop(&mut self) {
        self.registry.lock().remove(&self.id);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings() -> ConnectionSettings {
        ConnectionSettings {
            header_timeout_secs: 2,
            idle_timeout_secs: 5,
            ..ConnectionSettings::default()
        }
    }

    #[tokio::test(start_paused = true)]
    async fn idle_then_slow_headers_then_busy() {
        let activity = Activity::new();
        let born = Instant::now();
        assert_eq!(
            activity.verdict(&settings()),
            Verdict::CheckAt(born + Duration::from_millis(500))
        );
        tokio::time::advance(Duration::from_secs(1)).await;
        activity.on_read();
        let header_deadline = born + Duration::from_secs(3);
        assert_eq!(
            activity.verdict(&settings()),
            Verdict::CheckAt(header_deadline)
        );
        // More trickled bytes do not move the header deadline.
        tokio::time::advance(Duration::from_millis(1500)).await;
        activity.on_read();
        assert_eq!(
            activity.verdict(&settings()),
            Verdict::CheckAt(header_deadline)
        );
        tokio::time::advance(Duration::from_millis(600)).await;
        assert_eq!(
            activity.verdict(&settings()),
            Verdict::Close("request headers too slow")
        );
        let request = activity.request_started();
        assert!(!activity.is_idle());
        assert!(matches!(activity.verdict(&settings()), Verdict::CheckAt(_)));
        drop(request);
        assert!(activity.is_idle());
        let answered = Instant::now();
        assert_eq!(
            activity.verdict(&settings()),
            Verdict::CheckAt(answered + Duration::from_millis(500))
        );
        tokio::time::advance(Duration::from_secs(5)).await;
        assert_eq!(activity.verdict(&settings()), Verdict::Close("idle"));
    }
}
