//! Server-Sent Events, the way a streamed Images API answer arrives: lines of
//! `event:` and `data:` fields, each event ended by a blank line.
//!
//! Only the event being read is kept: the bytes of its unfinished line and
//! its data so far. A whole image rides in one `data:` line, so that line is
//! the one thing that grows, and it is bounded.

use reqwest::Response;

use crate::error::{ImageApiError, answer_read_error};

/// Larger than any image the API makes in base64 (a few MB), small enough
/// that a server that never ends a line cannot take the memory.
pub(crate) const MAX_EVENT_BYTES: usize = 64 * 1024 * 1024;

/// One event: its type and its data.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct SseEvent {
    /// The `event:` field; `None` when the event has none.
    pub name: Option<String>,
    /// The `data:` lines, joined with `\n`.
    pub data: Vec<u8>,
}

/// Cuts received bytes into events, whatever the chunks' boundaries.
#[derive(Debug)]
pub(crate) struct EventSplitter {
    /// Received bytes not yet read as lines; it starts at the start of a line.
    pending: Vec<u8>,
    /// How far `pending` is known to hold no line end: a long line arrives
    /// over many chunks and each byte of it is searched once.
    scanned: usize,
    /// The last line ended with a CR at the end of a chunk: an LF starting
    /// the next chunk is the rest of that CRLF, not a blank line.
    after_cr: bool,
    /// The event being read; its data keeps a `\n` after each line.
    event: SseEvent,
    limit: usize,
}

impl EventSplitter {
    pub(crate) fn new() -> Self {
        Self::with_limit(MAX_EVENT_BYTES)
    }

    fn with_limit(limit: usize) -> Self {
        Self {
            pending: Vec::new(),
            scanned: 0,
            after_cr: false,
            event: SseEvent::default(),
            limit,
        }
    }

    /// Takes the next bytes of the stream; read the events out with `next_event`.
    pub(crate) fn push(&mut self, mut chunk: &[u8]) {
        if self.after_cr && !chunk.is_empty() {
            self.after_cr = false;
            if chunk[0] == b'\n' {
                chunk = &chunk[1..];
            }
        }
        self.pending.extend_from_slice(chunk);
    }

    /// Ends the stream. A server may leave out the blank line after its last
    /// event; that event still counts (browsers drop it, but here it may be
    /// the finished image), so the end of the stream ends the event.
    pub(crate) fn end(&mut self) {
        self.push(b"\n\n");
    }

    /// The next complete event, if the bytes so far hold one.
    pub(crate) fn next_event(&mut self) -> Result<Option<SseEvent>, ImageApiError> {
        while let Some((line_len, end_len)) = self.next_line_end() {
            let event = self.read_line(line_len)?;
            self.pending.drain(..line_len + end_len);
            self.scanned = 0;
            if event.is_some() {
                return Ok(event);
            }
        }
        // Only an unfinished line is left; it belongs to the current event.
        if self.event.data.len() + self.pending.len() > self.limit {
            return Err(too_large());
        }
        Ok(None)
    }

    /// The length of the first line in `pending` and of its line end (CRLF,
    /// LF or a lone CR, as the format allows all three).
    fn next_line_end(&mut self) -> Option<(usize, usize)> {
        let found = self.pending[self.scanned..]
            .iter()
            .position(|&byte| byte == b'\n' || byte == b'\r');
        let Some(offset) = found else {
            self.scanned = self.pending.len();
            return None;
        };
        let at = self.scanned + offset;
        if self.pending[at] == b'\n' {
            return Some((at, 1));
        }
        match self.pending.get(at + 1) {
            Some(b'\n') => Some((at, 2)),
            Some(_) => Some((at, 1)),
            None => {
                // Whether an LF follows is up to the next chunk.
                self.after_cr = true;
                Some((at, 1))
            }
        }
    }

    /// Takes in the first `len` bytes of `pending` as one line; a blank line
    /// ends the event.
    fn read_line(&mut self, len: usize) -> Result<Option<SseEvent>, ImageApiError> {
        let line = &self.pending[..len];
        if line.is_empty() {
            return Ok(self.dispatch());
        }
        let (field, value) = match line.iter().position(|&byte| byte == b':') {
            Some(at) => (&line[..at], &line[at + 1..]),
            None => (line, &[][..]),
        };
        let value = value.strip_prefix(b" ").unwrap_or(value);
        // `id`, `retry`, comments (an empty field name) and unknown fields
        // say nothing about the image.
        match field {
            b"event" => self.event.name = Some(String::from_utf8_lossy(value).into_owned()),
            b"data" => {
                if self.event.data.len() + value.len() + 1 > self.limit {
                    return Err(too_large());
                }
                self.event.data.extend_from_slice(value);
                self.event.data.push(b'\n');
            }
            _ => {}
        }
        Ok(None)
    }

    /// The event read so far; none when it had no data (as the format says).
    fn dispatch(&mut self) -> Option<SseEvent> {
        let mut event = std::mem::take(&mut self.event);
        event.data.pop()?;
        Some(event)
    }
}

fn too_large() -> ImageApiError {
    ImageApiError::InvalidResponse("an event in the stream is too large".into())
}

/// The events of a streamed answer, read as they arrive.
#[derive(Debug)]
pub(crate) struct EventStream {
    response: Response,
    splitter: EventSplitter,
    ended: bool,
}

impl EventStream {
    pub(crate) fn new(response: Response) -> Self {
        Self {
            response,
            splitter: EventSplitter::new(),
            ended: false,
        }
    }

    /// The next event; `None` once the stream has ended.
    pub(crate) async fn next(&mut self) -> Result<Option<SseEvent>, ImageApiError> {
        loop {
            if let Some(event) = self.splitter.next_event()? {
                return Ok(Some(event));
            }
            if self.ended {
                return Ok(None);
            }
            match self.response.chunk().await.map_err(answer_read_error)? {
                Some(chunk) => self.splitter.push(&chunk),
                None => {
                    self.ended = true;
                    self.splitter.end();
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(name: Option<&str>, data: &str) -> SseEvent {
        SseEvent {
            name: name.map(str::to_owned),
            data: data.as_bytes().to_vec(),
        }
    }

    /// Every event in `chunks`, fed one chunk at a time, then the end.
    fn split(splitter: &mut EventSplitter, chunks: &[&[u8]]) -> Vec<SseEvent> {
        let mut events = Vec::new();
        for chunk in chunks {
            splitter.push(chunk);
            while let Some(event) = splitter.next_event().unwrap() {
                events.push(event);
            }
        }
        splitter.end();
        while let Some(event) = splitter.next_event().unwrap() {
            events.push(event);
        }
        events
    }

    fn split_all(chunks: &[&[u8]]) -> Vec<SseEvent> {
        split(&mut EventSplitter::new(), chunks)
    }

    const TWO_EVENTS: &[u8] = b"event: a\ndata: {\"n\":1}\n\nevent: b\ndata: {\"n\":2}\n\n";

    #[test]
    fn events_are_split_on_blank_lines() {
        assert_eq!(
            split_all(&[TWO_EVENTS]),
            [
                event(Some("a"), r#"{"n":1}"#),
                event(Some("b"), r#"{"n":2}"#)
            ]
        );
    }

    #[test]
    fn chunk_boundaries_anywhere_change_nothing() {
        let whole = split_all(&[TWO_EVENTS]);
        let bytes: Vec<&[u8]> = TWO_EVENTS.chunks(1).collect();
        assert_eq!(split_all(&bytes), whole, "byte by byte");
        for at in 0..TWO_EVENTS.len() {
            let (head, tail) = TWO_EVENTS.split_at(at);
            assert_eq!(split_all(&[head, tail]), whole, "cut at {at}");
        }
    }

    #[test]
    fn crlf_and_lone_cr_end_lines_too_even_across_chunks() {
        let crlf = b"event: a\r\ndata: {\"n\":1}\r\n\r\nevent: b\r\ndata: {\"n\":2}\r\n\r\n";
        let expected = split_all(&[TWO_EVENTS]);
        assert_eq!(split_all(&[crlf]), expected);
        for at in 0..crlf.len() {
            let (head, tail) = crlf.split_at(at);
            assert_eq!(split_all(&[head, tail]), expected, "cut at {at}");
        }
        let cr = b"event: a\rdata: {\"n\":1}\r\revent: b\rdata: {\"n\":2}\r\r";
        assert_eq!(split_all(&[cr]), expected);
    }

    #[test]
    fn data_lines_are_joined_with_newlines() {
        let events = split_all(&[b"data: {\"a\":\ndata:1}\ndata\n\n"]);
        assert_eq!(events, [event(None, "{\"a\":\n1}\n")]);
    }

    #[test]
    fn comments_ids_retries_and_dataless_events_are_ignored() {
        let stream = b": keep-alive\n\nid: 7\nretry: 1000\nevent: ping\n\nevent: x\nid: 8\n: hi\ndata:{}\n\n";
        assert_eq!(split_all(&[stream]), [event(Some("x"), "{}")]);
    }

    #[test]
    fn an_event_cut_off_by_the_end_of_the_stream_still_counts() {
        assert_eq!(split_all(&[b"event: a\ndata: 1"]), [event(Some("a"), "1")]);
        assert_eq!(split_all(&[b"data: 1\r"]), [event(None, "1")]);
        assert!(split_all(&[b"event: a\n"]).is_empty(), "no data, no event");
    }

    #[test]
    fn an_oversized_event_is_refused_rather_than_kept() {
        let refused = |chunks: &[&[u8]]| {
            let mut splitter = EventSplitter::with_limit(16);
            for chunk in chunks {
                splitter.push(chunk);
                while let Some(event) = splitter.next_event()? {
                    assert!(event.data.len() <= 16);
                }
            }
            Ok::<_, ImageApiError>(())
        };
        // One unfinished line that keeps growing.
        let err = refused(&[b"data: 0123456789", b"0123456789"]).unwrap_err();
        assert!(matches!(err, ImageApiError::InvalidResponse(_)), "{err:?}");
        // Many short data lines in one event.
        assert!(refused(&[b"data: 01234\ndata: 01234\ndata: 01234\n"]).is_err());
        // Many events each within the limit are fine.
        assert!(refused(&[b"data: 0123456789\n\n".repeat(10).as_slice()]).is_ok());
    }
}
