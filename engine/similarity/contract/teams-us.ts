// The four North American leagues' teams: code, city (as Kalshi titles write it), nickname (as
// Polymarket titles write it), other codes and names the venues use. Written here from the
// leagues' public team lists (facts, no third-party file); Kalshi's two-team cities carry a
// letter ("Los Angeles C", "New York G"), and its hockey outcomes prefix the code ("FLA Panthers").
// One line per team: CODE|City|Nickname|other codes|other names (comma-separated).

const NBA = `
ATL|Atlanta|Hawks||
BOS|Boston|Celtics||
BKN|Brooklyn|Nets|BRK,BKLYN|
CHA|Charlotte|Hornets|CHO|
CHI|Chicago|Bulls||
CLE|Cleveland|Cavaliers||Cavs
DAL|Dallas|Mavericks||Mavs
DEN|Denver|Nuggets||
DET|Detroit|Pistons||
GSW|Golden State|Warriors|GS|
HOU|Houston|Rockets||
IND|Indiana|Pacers||
LAC|Los Angeles C|Clippers||LA Clippers
LAL|Los Angeles L|Lakers||LA Lakers
MEM|Memphis|Grizzlies||
MIA|Miami|Heat||
MIL|Milwaukee|Bucks||
MIN|Minnesota|Timberwolves||Wolves
NOP|New Orleans|Pelicans|NO,NOR|
NYK|New York|Knicks|NY|
OKC|Oklahoma City|Thunder|OKL|
ORL|Orlando|Magic||
PHI|Philadelphia|76ers||Sixers
PHX|Phoenix|Suns|PHO|
POR|Portland|Trail Blazers||Blazers,Trailblazers
SAC|Sacramento|Kings||
SAS|San Antonio|Spurs|SA|
TOR|Toronto|Raptors||
UTA|Utah|Jazz|UTAH|
WAS|Washington|Wizards|WSH|`;

const NFL = `
ARI|Arizona|Cardinals|AZ|
ATL|Atlanta|Falcons||
BAL|Baltimore|Ravens||
BUF|Buffalo|Bills||
CAR|Carolina|Panthers||
CHI|Chicago|Bears||
CIN|Cincinnati|Bengals||
CLE|Cleveland|Browns||
DAL|Dallas|Cowboys||
DEN|Denver|Broncos||
DET|Detroit|Lions||
GB|Green Bay|Packers|GNB|
HOU|Houston|Texans||
IND|Indianapolis|Colts||
JAX|Jacksonville|Jaguars|JAC|
KC|Kansas City|Chiefs|KAN|
LV|Las Vegas|Raiders|LVR|
LAC|Los Angeles C|Chargers||LA Chargers
LAR|Los Angeles R|Rams|LA|LA Rams
MIA|Miami|Dolphins||
MIN|Minnesota|Vikings||
NE|New England|Patriots|NWE|
NO|New Orleans|Saints|NOR|
NYG|New York G|Giants||
NYJ|New York J|Jets||
PHI|Philadelphia|Eagles||
PIT|Pittsburgh|Steelers||
SF|San Francisco|49ers|SFO|Niners
SEA|Seattle|Seahawks||
TB|Tampa Bay|Buccaneers|TAM|Bucs
TEN|Tennessee|Titans||
WAS|Washington|Commanders|WSH|`;

const NHL = `
ANA|Anaheim|Ducks||
BOS|Boston|Bruins||
BUF|Buffalo|Sabres||
CGY|Calgary|Flames|CAL|
CAR|Carolina|Hurricanes||
CHI|Chicago|Blackhawks||
COL|Colorado|Avalanche||
CBJ|Columbus|Blue Jackets|CLB|
DAL|Dallas|Stars||
DET|Detroit|Red Wings||
EDM|Edmonton|Oilers||
FLA|Florida|Panthers|FLO|
LA|Los Angeles|Kings|LAK|
MIN|Minnesota|Wild||
MTL|Montreal|Canadiens|MON|
NSH|Nashville|Predators|NAS|
NJ|New Jersey|Devils|NJD|
NYI|New York I|Islanders||
NYR|New York R|Rangers||
OTT|Ottawa|Senators||
PHI|Philadelphia|Flyers||
PIT|Pittsburgh|Penguins||
SJ|San Jose|Sharks|SJS|
SEA|Seattle|Kraken||
STL|St Louis|Blues||
TB|Tampa Bay|Lightning|TBL|
TOR|Toronto|Maple Leafs||
UTA|Utah|Mammoth|UTAH|Utah Hockey Club
VAN|Vancouver|Canucks||
VGK|Vegas|Golden Knights|VEG|Las Vegas
WSH|Washington|Capitals|WAS|
WPG|Winnipeg|Jets||`;

const MLB = `
ARI|Arizona|Diamondbacks|AZ|D-backs
ATL|Atlanta|Braves||
BAL|Baltimore|Orioles||
BOS|Boston|Red Sox||
CHC|Chicago C|Cubs||Chicago Cubs
CWS|Chicago WS|White Sox|CHW|Chicago White Sox
CIN|Cincinnati|Reds||
CLE|Cleveland|Guardians||
COL|Colorado|Rockies||
DET|Detroit|Tigers||
HOU|Houston|Astros||
KC|Kansas City|Royals|KCR|
LAA|Los Angeles A|Angels||LA Angels
LAD|Los Angeles D|Dodgers||LA Dodgers
MIA|Miami|Marlins||
MIL|Milwaukee|Brewers||
MIN|Minnesota|Twins||
NYM|New York M|Mets||New York Mets
NYY|New York Y|Yankees||New York Yankees
ATH|Athletics|Athletics|OAK|Oakland,Sacramento,A's
PHI|Philadelphia|Phillies||
PIT|Pittsburgh|Pirates||
SD|San Diego|Padres|SDP|
SF|San Francisco|Giants|SFG|
SEA|Seattle|Mariners||
STL|St Louis|Cardinals||
TB|Tampa Bay|Rays|TBR|
TEX|Texas|Rangers||
TOR|Toronto|Blue Jays||
WSH|Washington|Nationals|WAS|`;

export interface UsTeam {
  league: string;
  code: string;
  city: string;
  nickname: string;
  codes: string[];
  names: string[];
}

function parse(league: string, table: string): UsTeam[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [code, city, nickname, codes, names] = line.split('|') as [
        string,
        string,
        string,
        string,
        string,
      ];
      const list = (s: string) => s.split(',').filter(Boolean);
      return { league, code, city, nickname, codes: [code, ...list(codes)], names: list(names) };
    });
}

export const US_TEAMS: readonly UsTeam[] = [
  ...parse('nba', NBA),
  ...parse('nfl', NFL),
  ...parse('nhl', NHL),
  ...parse('mlb', MLB),
];
