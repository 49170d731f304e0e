//! The text of a run's input ([`Source`]): read into memory, or, for a big
//! regular file, mapped into memory instead. The parse reads the
//! mapping in place and hands back each stretch it has read
//! (`ParseConfig::release_read_source`), whose pages are then dropped from
//! memory. A big file's text thus leaves memory as its IR fills it, instead
//! of being held whole until printing. The mapping is private and
//! read-only, so a dropped page is read again from the file when an error
//! message quotes it. An input that is also the output (`-o` the same
//! file, which the run truncates) is read, not mapped; as with mlir-opt,
//! which maps its input too, no other process may shrink the file while
//! the tool runs.

#![allow(unsafe_code)]

use std::fs::File;
use std::ops::Range;
use std::os::fd::AsRawFd;
use std::path::Path;
use std::sync::Arc;

use mlir_core::asm::parser::ReleaseSourceFn;
use mlir_core::context::diagnostics::SourceText;

/// The input's text, and its mapping when it is mapped.
pub(crate) struct Source {
    /// The bytes.
    pub(crate) text: SourceText,
    /// The mapping behind `text`, whose read pages a parse may drop.
    mapped: Option<Arc<MappedFile>>,
}

impl Source {
    /// Text already in memory.
    pub(crate) fn read(bytes: Vec<u8>) -> Source {
        Source { text: Arc::new(bytes), mapped: None }
    }

    /// What a parse of the whole text calls with the stretches it has
    /// read: drops their pages, when the text is mapped.
    pub(crate) fn release_read(&self) -> Option<ReleaseSourceFn> {
        let mapped = self.mapped.clone()?;
        Some(ReleaseSourceFn(Arc::new(move |range| mapped.release(range))))
    }
}

/// The text of the file at `path`: mapped when it is a big regular file
/// and not the file `output` names (which the run truncates: a mapping of
/// it would fault), else read.
pub(crate) fn read_input(path: &Path, output: Option<&Path>) -> std::io::Result<Source> {
    let file = File::open(path)?;
    if !output.is_some_and(|out| same_file(&file, out))
        && let Some(mapped) = MappedFile::map(&file)
    {
        return Ok(Source { text: mapped.clone(), mapped: Some(mapped) });
    }
    std::fs::read(path).map(Source::read)
}

/// Whether `path` names the open `file` (a link to it counts).
fn same_file(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), std::fs::metadata(path)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

/// Files smaller than this are read: mapping them saves nothing.
const MAP_MIN_BYTES: u64 = 16 << 20;

/// A file mapped read-only into memory.
pub(crate) struct MappedFile {
    start: *mut libc::c_void,
    len: usize,
}

// SAFETY: the mapping is read-only and unmapped only on drop; reading it
// from several threads is reading shared immutable bytes.
unsafe impl Send for MappedFile {}
// SAFETY: as for `Send`.
unsafe impl Sync for MappedFile {}

impl MappedFile {
    /// Maps `file` when it is a regular file of at least
    /// [`MAP_MIN_BYTES`]; `None` otherwise, or when mapping fails (the
    /// caller reads it instead).
    pub(crate) fn map(file: &File) -> Option<Arc<MappedFile>> {
        let meta = file.metadata().ok()?;
        if !meta.is_file() || meta.len() < MAP_MIN_BYTES {
            return None;
        }
        let len = usize::try_from(meta.len()).ok()?;
        // SAFETY: a fresh private read-only mapping of an open file, of its
        // current length; the result is checked before use.
        let start = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ,
                libc::MAP_PRIVATE,
                file.as_raw_fd(),
                0,
            )
        };
        if start == libc::MAP_FAILED {
            return None;
        }
        Some(Arc::new(MappedFile { start, len }))
    }

    /// Drops the whole pages inside `range` from memory; the next read of
    /// them reads the file again.
    pub(crate) fn release(&self, range: Range<usize>) {
        let page = page_size();
        let first = range.start.div_ceil(page) * page;
        let end = (range.end.min(self.len) / page) * page;
        if first >= end {
            return;
        }
        // SAFETY: `first..end` lies inside the mapping, page-aligned; the
        // pages of a private file mapping that are dropped read back the
        // file's bytes, so no reader sees a change.
        unsafe {
            libc::madvise(
                self.start.cast::<u8>().add(first).cast(),
                end - first,
                libc::MADV_DONTNEED,
            );
        }
    }
}

/// The system's page size.
fn page_size() -> usize {
    // SAFETY: `sysconf` has no preconditions.
    let size = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    usize::try_from(size).ok().filter(|&s| s > 0).unwrap_or(4096)
}

impl AsRef<[u8]> for MappedFile {
    fn as_ref(&self) -> &[u8] {
        // SAFETY: the mapping is `len` readable bytes for as long as `self`.
        unsafe { std::slice::from_raw_parts(self.start.cast::<u8>(), self.len) }
    }
}

impl Drop for MappedFile {
    fn drop(&mut self) {
        // SAFETY: unmaps exactly the mapping made in `map`, once.
        unsafe {
            libc::munmap(self.start, self.len);
        }
    }
}
