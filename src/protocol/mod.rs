//! The oware-engine text protocol.
