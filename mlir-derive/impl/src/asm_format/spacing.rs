//! Where a format prints blanks: MLIR's generator-time spacing rules,
//! decided per element while the format is expanded (a blank before a
//! word, none before `,` or after `(`, …).

/// MLIR's printer-generator state: whether the next element may be
/// preceded by a blank, and whether the last thing printed was punctuation.
pub(crate) struct Spacing {
    should_emit_space: bool,
    last_was_punctuation: bool,
}

impl Spacing {
    /// The state before a format's first element.
    pub(crate) fn start() -> Spacing {
        Spacing { should_emit_space: true, last_was_punctuation: false }
    }

    /// Steps over literal `v`; returns whether a blank precedes it.
    pub(crate) fn literal(&mut self, v: &str) -> bool {
        let first = v.chars().next().unwrap_or(' ');
        let space_before = if v.len() != 1 && v != "->" {
            true
        } else if self.last_was_punctuation {
            !">)}],".contains(first)
        } else {
            !"<>(){}[],".contains(first)
        };
        let space = self.should_emit_space && space_before;
        self.should_emit_space = !(v.len() == 1 && "<({[".contains(first));
        self.last_was_punctuation = !(first == '_' || first.is_ascii_alphabetic());
        space
    }

    /// Steps over a variable; returns whether a blank precedes it.
    pub(crate) fn variable(&mut self) -> bool {
        let space = self.should_emit_space || !self.last_was_punctuation;
        self.should_emit_space = true;
        self.last_was_punctuation = false;
        space
    }

    /// Steps over `` ` ` ``: an explicit blank, after which none is added.
    pub(crate) fn space(&mut self) -> bool {
        self.last_was_punctuation = false;
        self.should_emit_space = false;
        false
    }

    /// Steps over `` `` ``: no blank before what follows.
    pub(crate) fn no_space(&mut self) -> bool {
        self.last_was_punctuation = true;
        self.should_emit_space = false;
        false
    }

    /// Steps over `attr-dict`, which prints its own leading blank.
    pub(crate) fn attr_dict(&mut self) -> bool {
        self.last_was_punctuation = false;
        false
    }
}
