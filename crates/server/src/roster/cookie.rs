//! The page's session: `POST /child/session` with the token `sign-in` answered sets it in
//! an HttpOnly, SameSite=Strict cookie, which no script can read and no other site can
//! send; the page's WebSocket carries it, and `session` (without a token) signs that
//! connection in. An empty body clears the cookie.

use oware_protocol::Token;

use crate::hub::Hub;
use crate::teacher::json;
use crate::teacher::{ApiRequest, Reply};

/// The route.
pub const ROUTE: &str = "/child/session";
/// The cookie's name.
pub const COOKIE: &str = "oware_child";
/// A device stays signed in for a school year, unless it signs out.
const MAX_AGE: u64 = 365 * 24 * 60 * 60;

/// The token in a `Cookie` header, if it holds one.
pub fn token(cookies: Option<&str>) -> Option<Token> {
    cookies?.split(';').find_map(|pair| {
        let (name, value) = pair.trim().split_once('=')?;
        (name == COOKIE).then(|| Token::parse(value).ok()).flatten()
    })
}

/// Sets (or clears) the cookie.
pub fn answer(hub: &Hub, request: &ApiRequest<'_>) -> Reply {
    if request.method != "POST" {
        return Reply::json(405, json::error("method")).with_header("Allow: POST");
    }
    if !request.same_origin {
        return Reply::json(403, json::error("origin"));
    }
    let body = String::from_utf8_lossy(request.body);
    let body = body.trim();
    if body.is_empty() {
        return Reply::json(200, "{}".into()).with_header(&format!(
            "Set-Cookie: {COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0"
        ));
    }
    let Ok(token) = Token::parse(body) else {
        return Reply::json(400, json::error("bad-token"));
    };
    match hub.roster().session(&token) {
        Ok((signed_in, _)) => {
            let mut out = String::from("{\"pupil\":");
            out.push_str(&signed_in.pupil.to_string());
            out.push(',');
            json::key(&mut out, "name");
            json::string(&mut out, &signed_in.name);
            out.push('}');
            Reply::json(200, out).with_header(&format!(
                "Set-Cookie: {COOKIE}={}; Path=/; HttpOnly; SameSite=Strict; Max-Age={MAX_AGE}",
                token.hex()
            ))
        }
        Err(_) => Reply::json(401, json::error("session-ended")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_child_s_token_is_found_among_other_cookies() {
        let hex = "00112233445566778899aabbccddeeff";
        let found = token(Some(&format!("oware_teacher=x; {COOKIE}={hex}; b=2")));
        assert_eq!(found.map(|token| token.hex()).as_deref(), Some(hex));
        assert!(token(Some("oware_child=short")).is_none());
        assert!(token(Some(&format!("oware_child_x={hex}"))).is_none());
        assert!(token(None).is_none());
    }
}
