//! A small SMTP server that keeps what it receives: the delivery tests and `just bench` send real
//! mail to it over loopback. It speaks enough of RFC 5321 for lettre (EHLO, MAIL, RCPT, DATA
//! with dot-stuffing, RSET, NOOP, QUIT), can refuse chosen recipients with 550, and stops the
//! way a real server does: new connections are refused and open sessions answer 421.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;

/// One accepted message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Received {
    pub from: String,
    pub to: Vec<String>,
    /// The message as sent (headers and body), dot-stuffing removed.
    pub data: String,
}

impl Received {
    /// The `Message-ID` header's value, if any.
    pub fn message_id(&self) -> Option<&str> {
        self.header("Message-ID")
    }

    /// The first header called `name` (case-insensitive), unfolded no further.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.data.lines().take_while(|l| !l.is_empty()).find_map(|l| {
            let (k, v) = l.split_once(':')?;
            k.eq_ignore_ascii_case(name).then(|| v.trim())
        })
    }
}

/// What the sink has received, shared between restarts of the server on the same address.
#[derive(Debug, Clone, Default)]
pub struct Inbox {
    messages: Arc<Mutex<Vec<Received>>>,
    /// Recipients (lowercase local parts) answered with 550.
    refused: Arc<Mutex<Vec<String>>>,
    count: Arc<AtomicUsize>,
    /// Count messages without keeping them (benchmarks send tens of thousands).
    count_only: bool,
}

impl Inbox {
    /// An inbox that only counts what arrives.
    pub fn counting() -> Self {
        Inbox { count_only: true, ..Inbox::default() }
    }

    /// Messages accepted so far (kept or not).
    pub fn count(&self) -> usize {
        self.count.load(Ordering::SeqCst)
    }

    /// Every message so far, in order of arrival.
    pub fn messages(&self) -> Vec<Received> {
        self.messages.lock().unwrap_or_else(PoisonError::into_inner).clone()
    }

    pub fn len(&self) -> usize {
        self.messages.lock().unwrap_or_else(PoisonError::into_inner).len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Answer `RCPT TO` for addresses whose local part is `local_part` with `550 5.1.1`.
    pub fn refuse(&self, local_part: &str) {
        self.refused.lock().unwrap_or_else(PoisonError::into_inner).push(local_part.to_lowercase());
    }

    fn is_refused(&self, address: &str) -> bool {
        let local = address.split('@').next().unwrap_or_default().to_lowercase();
        self.refused.lock().unwrap_or_else(PoisonError::into_inner).contains(&local)
    }

    fn push(&self, m: Received) -> usize {
        if !self.count_only {
            self.messages.lock().unwrap_or_else(PoisonError::into_inner).push(m);
        }
        self.count.fetch_add(1, Ordering::SeqCst) + 1
    }
}

/// A running sink. Dropping it without [`SmtpSink::stop`] leaves sessions to end on their own.
pub struct SmtpSink {
    addr: SocketAddr,
    inbox: Inbox,
    stop: watch::Sender<bool>,
    accept: tokio::task::JoinHandle<()>,
}

impl SmtpSink {
    /// Listens on `addr` (port 0 picks one) and stores messages in `inbox`.
    ///
    /// # Errors
    /// When the address cannot be bound.
    pub async fn start(addr: SocketAddr, inbox: Inbox) -> std::io::Result<Self> {
        let listener = TcpListener::bind(addr).await?;
        let addr = listener.local_addr()?;
        let (stop, stopped) = watch::channel(false);
        let accept = tokio::spawn(accept_loop(listener, inbox.clone(), stopped));
        Ok(SmtpSink { addr, inbox, stop, accept })
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// `smtp://` URL of this sink for `SMTP_URL` (plain text: loopback only).
    pub fn url(&self) -> String {
        format!("smtp://{}", self.addr)
    }

    pub fn inbox(&self) -> &Inbox {
        &self.inbox
    }

    /// Stops listening; open sessions answer their next command (or the rest of a message
    /// being received) with `421` and close, and the partial message is dropped.
    pub async fn stop(self) {
        let _ = self.stop.send(true);
        self.accept.abort();
        let _ = self.accept.await;
    }
}

async fn accept_loop(listener: TcpListener, inbox: Inbox, stopped: watch::Receiver<bool>) {
    while let Ok((stream, _)) = listener.accept().await {
        let (inbox, stopped) = (inbox.clone(), stopped.clone());
        tokio::spawn(async move {
            let _ = session(stream, inbox, stopped).await;
        });
    }
}

/// Reads one line, or `None` when the sink is stopping or the peer went away.
async fn next_line(
    reader: &mut BufReader<tokio::net::tcp::OwnedReadHalf>,
    stopped: &mut watch::Receiver<bool>,
) -> std::io::Result<Option<String>> {
    let mut line = String::new();
    tokio::select! {
        r = reader.read_line(&mut line) => Ok((r? > 0).then_some(line)),
        _ = stopped.wait_for(|s| *s) => Ok(None),
    }
}

async fn session(stream: TcpStream, inbox: Inbox, mut stopped: watch::Receiver<bool>) -> std::io::Result<()> {
    let (read, mut write) = stream.into_split();
    let mut reader = BufReader::new(read);
    write.write_all(b"220 johap-sink ESMTP\r\n").await?;
    let (mut from, mut to) = (String::new(), Vec::<String>::new());
    loop {
        let Some(line) = next_line(&mut reader, &mut stopped).await? else {
            return shutting_down(&mut write, &stopped).await;
        };
        if *stopped.borrow() {
            return shutting_down(&mut write, &stopped).await;
        }
        let cmd = line.trim_end();
        let verb = cmd.split_whitespace().next().unwrap_or_default().to_ascii_uppercase();
        let reply: &[u8] = match verb.as_str() {
            "EHLO" => b"250-johap-sink\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 SIZE 104857600\r\n",
            "HELO" => b"250 johap-sink\r\n",
            "MAIL" => {
                from = address_of(cmd);
                to.clear();
                b"250 2.1.0 Ok\r\n"
            }
            "RCPT" => {
                let rcpt = address_of(cmd);
                if inbox.is_refused(&rcpt) {
                    b"550 5.1.1 No such user here\r\n"
                } else {
                    to.push(rcpt);
                    b"250 2.1.5 Ok\r\n"
                }
            }
            "DATA" if to.is_empty() => b"554 5.5.1 No valid recipients\r\n",
            "DATA" => {
                write.write_all(b"354 End data with <CR><LF>.<CR><LF>\r\n").await?;
                let mut data = String::new();
                loop {
                    let Some(l) = next_line(&mut reader, &mut stopped).await? else {
                        return shutting_down(&mut write, &stopped).await;
                    };
                    if l == ".\r\n" || l == ".\n" {
                        break;
                    }
                    data.push_str(l.strip_prefix('.').unwrap_or(&l));
                }
                let n = inbox.push(Received { from: std::mem::take(&mut from), to: std::mem::take(&mut to), data });
                write.write_all(format!("250 2.0.0 Ok: queued as {n}\r\n").as_bytes()).await?;
                continue;
            }
            "RSET" => {
                from.clear();
                to.clear();
                b"250 2.0.0 Ok\r\n"
            }
            "NOOP" => b"250 2.0.0 Ok\r\n",
            "QUIT" => {
                write.write_all(b"221 2.0.0 Bye\r\n").await?;
                return Ok(());
            }
            _ => b"502 5.5.2 Command not recognized\r\n",
        };
        write.write_all(reply).await?;
    }
}

async fn shutting_down(
    write: &mut tokio::net::tcp::OwnedWriteHalf,
    stopped: &watch::Receiver<bool>,
) -> std::io::Result<()> {
    if *stopped.borrow() {
        write.write_all(b"421 4.3.2 Service shutting down\r\n").await?;
    }
    Ok(())
}

/// The address inside `MAIL FROM:<a@b>` or `RCPT TO:<a@b>`.
fn address_of(cmd: &str) -> String {
    let start = cmd.find('<').map_or(0, |i| i + 1);
    let end = cmd[start..].find('>').map_or(cmd.len(), |i| start + i);
    cmd[start..end].trim().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Mailer, MailerConfig};
    use kernel::mail::{MailError, MailTransport, OutgoingMail};
    use kernel::Email;

    fn mail(to: &str) -> OutgoingMail {
        OutgoingMail {
            to: Email::parse(to).unwrap(),
            to_name: Some("홍길동".into()),
            from_name: "한빛벤처스".into(),
            reply_to: None,
            subject: "[한빛벤처스] 모집 안내".into(),
            html: "<p>.첫 줄이 점으로 시작</p>".into(),
            text: ".첫 줄이 점으로 시작".into(),
            message_id: Some("outbox-1@johap.kr".into()),
            attachments: Vec::new(),
        }
    }

    #[tokio::test]
    async fn lettre_delivers_to_the_sink_and_refusals_are_permanent() {
        let sink = SmtpSink::start("127.0.0.1:0".parse().unwrap(), Inbox::default()).await.unwrap();
        sink.inbox().refuse("nobody");
        let m = Mailer::new(&MailerConfig::Smtp { url: sink.url(), connections: 2 }, "no-reply@johap.kr").unwrap();
        let answer = m.send(&mail("lp@example.kr")).await.unwrap();
        assert!(answer.starts_with("250"), "{answer}");
        let got = sink.inbox().messages();
        assert_eq!(got.len(), 1);
        assert_eq!(sink.inbox().count(), 1);
        assert_eq!(got[0].to, ["lp@example.kr"]);
        assert_eq!(got[0].message_id(), Some("<outbox-1@johap.kr>"));
        assert!(got[0].data.contains("multipart/alternative"));
        assert!(matches!(m.send(&mail("nobody@example.kr")).await, Err(MailError::Permanent(_))));
        sink.stop().await;
    }

    #[tokio::test]
    async fn a_stopped_sink_is_a_temporary_failure_until_it_is_back() {
        let inbox = Inbox::default();
        let sink = SmtpSink::start("127.0.0.1:0".parse().unwrap(), inbox.clone()).await.unwrap();
        let addr = sink.addr();
        let m = Mailer::new(&MailerConfig::Smtp { url: sink.url(), connections: 2 }, "no-reply@johap.kr").unwrap();
        m.send(&mail("a@example.kr")).await.unwrap();
        sink.stop().await;
        assert!(matches!(m.send(&mail("b@example.kr")).await, Err(MailError::Temporary(_))));
        let sink = SmtpSink::start(addr, inbox.clone()).await.unwrap();
        // The pool may hand out a connection the stop closed; the next try gets a fresh one.
        let mut delivered = false;
        for _ in 0..3 {
            if m.send(&mail("b@example.kr")).await.is_ok() {
                delivered = true;
                break;
            }
        }
        assert!(delivered);
        assert_eq!(
            inbox.messages().iter().map(|r| r.to[0].as_str()).collect::<Vec<_>>(),
            ["a@example.kr", "b@example.kr"]
        );
        assert_eq!(inbox.count(), 2);
        sink.stop().await;
    }

    #[tokio::test]
    async fn a_counting_inbox_keeps_nothing() {
        let sink = SmtpSink::start("127.0.0.1:0".parse().unwrap(), Inbox::counting()).await.unwrap();
        let m = Mailer::new(&MailerConfig::Smtp { url: sink.url(), connections: 2 }, "no-reply@johap.kr").unwrap();
        m.send(&mail("a@example.kr")).await.unwrap();
        assert_eq!((sink.inbox().count(), sink.inbox().len()), (1, 0));
        sink.stop().await;
    }
}
