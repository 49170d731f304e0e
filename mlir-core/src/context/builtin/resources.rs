//! The resources of a file: the builtin dialect's blobs behind
//! `dense_resource<key>` attributes (the `dialect_resources: { builtin: … }`
//! part of the `{-# … #-}` section), and the `external_resources` groups,
//! which nothing refers to but which are printed back verbatim.
//!
//! Blobs are the one mutable uniqued payload: a key may be referenced
//! before (or without) its blob, and a later blob for the same key replaces
//! the earlier one. A blob is kept as the file spells it: a 4-byte
//! little-endian alignment, then the data; an empty blob has alignment 0,
//! as in MLIR (`"0x04000000"` reads back as `"0x00000000"`).

use parking_lot::Mutex;

use crate::context::builtin::location::Location;
use crate::context::{Context, Identifier};

/// One resource: its key and, once known, its blob (alignment word first).
#[derive(Clone, Debug)]
struct Resource {
    key: Identifier,
    blob: Option<Vec<u8>>,
}

/// The value of one `external_resources` entry.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ExternalValue {
    /// `"0x…"`: a blob, alignment word first (see the module docs).
    Blob(Vec<u8>),
    /// `true` / `false`.
    Bool(bool),
    /// Any other string (unescaped bytes).
    String(Vec<u8>),
}

/// One `external_resources` group: its name and entries in input order
/// (duplicate keys included).
#[derive(Clone, Debug, Default)]
pub struct ExternalGroup {
    /// The group name as written (a bare identifier).
    pub name: String,
    /// The entries: key and value.
    pub entries: Vec<(String, ExternalValue)>,
    /// Where each entry's key and value were read, in the order of
    /// `entries` (empty for entries not read from text), so that a
    /// consumer of the group can point at a bad one.
    pub locations: Vec<(Location, Location)>,
}

/// The resources of a context.
#[derive(Default, Debug)]
pub struct ResourceTable {
    entries: Mutex<Vec<Resource>>,
    external: Mutex<Vec<ExternalGroup>>,
}

/// A blob as stored: an alignment word without data becomes all zeros.
fn normalize_blob(mut blob: Vec<u8>) -> Vec<u8> {
    if blob.len() <= 4 {
        blob.clear();
        blob.resize(4, 0);
    }
    blob
}

impl ResourceTable {
    /// Declares a key (idempotent) and returns it.
    pub fn declare(&self, ctx: &Context, key: &str) -> Identifier {
        let id = ctx.ident(key);
        let mut entries = self.entries.lock();
        if !entries.iter().any(|r| r.key == id) {
            entries.push(Resource { key: id, blob: None });
        }
        id
    }

    /// Sets (or replaces) the blob of a key, declaring the key if needed.
    /// `blob` is the alignment word followed by the data.
    pub fn define(&self, ctx: &Context, key: &str, blob: Vec<u8>) {
        let id = self.declare(ctx, key);
        let mut entries = self.entries.lock();
        if let Some(r) = entries.iter_mut().find(|r| r.key == id) {
            r.blob = Some(normalize_blob(blob));
        }
    }

    /// The blob of a key (alignment word first), if one was defined.
    pub fn blob(&self, key: Identifier) -> Option<Vec<u8>> {
        self.entries.lock().iter().find(|r| r.key == key).and_then(|r| r.blob.clone())
    }

    /// Makes sure an external group exists (groups print in the order they
    /// first appear, even when their first occurrence is empty).
    pub fn add_external_group(&self, name: &str) {
        let mut groups = self.external.lock();
        if !groups.iter().any(|g| g.name == name) {
            groups.push(ExternalGroup { name: name.to_owned(), ..ExternalGroup::default() });
        }
    }

    /// Appends an entry to an external group (creating the group if needed).
    pub fn add_external(&self, group: &str, key: &str, value: ExternalValue) {
        self.add_external_group(group);
        let value = match value {
            ExternalValue::Blob(b) => ExternalValue::Blob(normalize_blob(b)),
            v => v,
        };
        let mut groups = self.external.lock();
        if let Some(g) = groups.iter_mut().find(|g| g.name == group) {
            g.entries.push((key.to_owned(), value));
        }
    }

    /// Appends an entry read from text at `locations` (key, value).
    pub fn add_external_at(
        &self,
        group: &str,
        key: &str,
        value: ExternalValue,
        locations: (Location, Location),
    ) {
        self.add_external(group, key, value);
        if let Some(g) = self.external.lock().iter_mut().find(|g| g.name == group) {
            g.locations.push(locations);
        }
    }

    /// Removes the external group `name` and returns it: a tool that
    /// understands the group (an opt tool's `mlir_reproducer`) consumes it,
    /// so that it is not printed back.
    pub fn take_external_group(&self, name: &str) -> Option<ExternalGroup> {
        let mut groups = self.external.lock();
        let at = groups.iter().position(|g| g.name == name)?;
        Some(groups.remove(at))
    }

    /// The external groups, in order of first appearance.
    pub fn external_groups(&self) -> Vec<ExternalGroup> {
        self.external.lock().clone()
    }
}
