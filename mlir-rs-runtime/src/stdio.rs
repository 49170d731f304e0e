//! Output through the C library's `stdout` and `stderr` streams.
//!
//! Upstream's runner utils write with `printf` and C++ streams synchronized
//! with C stdio, so all their output goes through the C `stdout` buffer. A
//! program may mix these functions with its own calls to `printf` or
//! `puts`; writing through the same `FILE` keeps every byte in call order,
//! whatever the buffering (a pipe is fully buffered, a terminal by line),
//! and `exit` flushes it as it flushes upstream's. Anything this process
//! printed earlier through Rust's `stdout` is flushed first, so it comes
//! first too; a runner printing through Rust after the program ran calls
//! [`flush`] before.

// Unsafe: the C library's stdio is reached through `extern "C"`
// declarations, and calling foreign functions is unsafe.
#![allow(unsafe_code)]

use std::ffi::{c_int, c_void};
use std::io::{self, Write};

unsafe extern "C" {
    /// The C library's standard output stream (`FILE *stdout`).
    static stdout: *mut c_void;
    /// The C library's standard error stream (`FILE *stderr`).
    static stderr: *mut c_void;
    fn fwrite(ptr: *const c_void, size: usize, count: usize, stream: *mut c_void) -> usize;
    fn fflush(stream: *mut c_void) -> c_int;
}

/// Which C stream to write to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stream {
    /// The C `stdout`.
    Stdout,
    /// The C `stderr`.
    Stderr,
}

impl Stream {
    fn file(self) -> *mut c_void {
        // SAFETY: `stdout` and `stderr` are initialized by the C library
        // before any Rust code runs and are only read here, never assigned.
        unsafe {
            match self {
                Stream::Stdout => stdout,
                Stream::Stderr => stderr,
            }
        }
    }
}

/// Writes `bytes` to a C stream, after Rust's own `stdout` buffer.
/// Errors are ignored, as upstream's `printf` ignores them.
pub fn write(stream: Stream, bytes: &[u8]) {
    let _ = io::stdout().flush();
    if bytes.is_empty() {
        return;
    }
    // SAFETY: `bytes` is valid for reads of `bytes.len()` bytes for the
    // call, and the stream is a live `FILE *` of the C library (`fwrite`
    // locks it, so concurrent callers are fine).
    unsafe {
        fwrite(bytes.as_ptr().cast(), 1, bytes.len(), stream.file());
    }
}

/// Flushes the C library's `stdout`: what the runner utils printed so far
/// reaches the file or pipe before anything printed through Rust after it.
pub fn flush() {
    // SAFETY: `stdout` is a live `FILE *` of the C library.
    unsafe {
        fflush(Stream::Stdout.file());
    }
}

/// A buffered writer to a C stream: what one runner-utils call prints is
/// formatted here and handed to the C library in large pieces (and the rest
/// when dropped).
pub struct Writer {
    stream: Stream,
    buffer: Vec<u8>,
}

/// How much a [`Writer`] gathers before handing it over.
const CHUNK: usize = 1 << 16;

impl Writer {
    /// A writer to `stream`.
    pub fn new(stream: Stream) -> Writer {
        Writer { stream, buffer: Vec::new() }
    }
}

impl Write for Writer {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.buffer.extend_from_slice(bytes);
        if self.buffer.len() >= CHUNK {
            self.flush()?;
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        write(self.stream, &self.buffer);
        self.buffer.clear();
        Ok(())
    }
}

impl Drop for Writer {
    fn drop(&mut self) {
        let _ = self.flush();
    }
}
